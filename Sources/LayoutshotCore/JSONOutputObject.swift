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
        output.writer.open(object: true, style: output.style)
        writer = output.writer
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
        writer.open(object: false, style: nil)
        writer.number(first)
        writer.number(second)
    }

    /// The member `key`, the list `[first, second, third, fourth]` (a frame).
    package func numbers(
        _ first: Double, _ second: Double, _ third: Double, _ fourth: Double, forKey key: String
    ) {
        numbers(first, second, forKey: key)
        writer.number(third)
        writer.number(fourth)
    }

    /// The member `key`, the list of `items`, each written as the encoder writes a value: the
    /// style of `Item` is looked up once for them all.
    package func list<Item: Encodable>(_ items: [Item], forKey key: String) throws {
        member(key)
        writer.open(object: false, style: nil)
        let list = writer.frames.count - 1
        let style = (Item.self as? any JSONOutputStyled.Type)?.jsonOutputStyle
        for item in items {
            writer.close(above: list)
            try writer.encode(item, in: list, style: style)
        }
    }
}
