/// An object of a `JSONOutputEncoder` document that a value writes member by member, without
/// the `Encoder` protocol's boxed containers, generic calls and dynamic casts: for a type that a
/// document holds by the thousand (the layout document's nodes). Its `encode(to:)` opens one when
/// the encoder is a `JSONOutputEncoder`'s and a keyed container otherwise; the writer lays both
/// out alike, so the bytes are the same.
///
/// ```swift
/// func encode(to encoder: any Encoder) throws {
///     guard let object = JSONOutputObject(encoder) else { return try encodeKeyed(to: encoder) }
///     object.string(name, forKey: "name")
///     object.numbers(width, height, forKey: "size")
/// }
/// ```
package struct JSONOutputObject {
    private let writer: JSONOutputWriter
    /// The object's frame in the writer.
    private let frame: Int

    /// Opens the object `encoder` writes; `nil` when `encoder` is not a `JSONOutputEncoder`'s.
    package init?(_ encoder: any Encoder) {
        guard let output = encoder as? JSONOutputEncoding else { return nil }
        self.init(opening: output.writer, style: output.style)
    }

    /// Opens an object as the next value of `writer`, as `container(keyedBy:)` does.
    private init(opening writer: JSONOutputWriter, style: JSONOutputStyle?) {
        writer.open(object: true, style: style)
        self.writer = writer
        frame = writer.frames.count - 1
    }

    /// Closes what the member before opened and makes `key` the next member's.
    private func member(_ key: String) {
        writer.close(above: frame)
        writer.pendingKey = key
    }

    /// The member `key`, a string.
    package func string(_ value: String, forKey key: String) {
        member(key)
        writer.string(value)
    }

    /// The member `key`, the list `[first, second]` (a size).
    package func numbers(_ first: Double, _ second: Double, forKey key: String) {
        member(key)
        withUnsafeBytes(of: (first, second)) {
            writer.numbers($0.assumingMemoryBound(to: Double.self))
        }
    }

    /// The member `key`, the list `[first, second, third, fourth]` (a frame).
    package func numbers(
        _ first: Double, _ second: Double, _ third: Double, _ fourth: Double, forKey key: String
    ) {
        member(key)
        withUnsafeBytes(of: (first, second, third, fourth)) {
            writer.numbers($0.assumingMemoryBound(to: Double.self))
        }
    }

    /// The member `key`, the list of `items`, each an object that writes its own members, in
    /// the style `Item` asks for (looked up once for them all), as the encoder would write it.
    package func list<Item: JSONOutputObjectWriting>(_ items: [Item], forKey key: String) throws {
        member(key)
        writer.open(object: false, style: nil)
        let list = writer.frames.count - 1
        let style = (Item.self as? any JSONOutputStyled.Type)?.jsonOutputStyle
        for item in items {
            writer.close(above: list)
            try item.write(to: JSONOutputObject(opening: writer, style: style))
        }
    }
}
