/// A list of a `JSONOutputEncoder` document: each item closes what the one before it opened.
struct JSONOutputUnkeyedContainer: UnkeyedEncodingContainer {
    let writer: JSONOutputWriter
    /// The list's frame in the writer.
    let frame: Int
    private(set) var count = 0

    var codingPath: [any CodingKey] { [] }

    private mutating func item() {
        writer.close(above: frame)
        count += 1
    }

    /// The next item, written by `write`.
    private mutating func item(_ write: (JSONOutputWriter) -> Void) {
        item()
        write(writer)
    }

    mutating func encodeNil() { item { $0.scalar("null") } }
    mutating func encode(_ value: Bool) { item { $0.scalar(value ? "true" : "false") } }
    mutating func encode(_ value: String) { item { $0.string(value) } }
    mutating func encode(_ value: Double) { item { $0.number(value) } }
    mutating func encode(_ value: Float) { item { $0.number(Double(value)) } }
    mutating func encode(_ value: Int) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: Int8) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: Int16) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: Int32) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: Int64) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: UInt) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: UInt8) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: UInt16) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: UInt32) { item { $0.scalar(String(value)) } }
    mutating func encode(_ value: UInt64) { item { $0.scalar(String(value)) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        item()
        try writer.encode(value, in: frame)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<
            NestedKey
        >
    {
        item()
        writer.open(object: true, style: nil)
        return KeyedEncodingContainer(
            JSONOutputKeyedContainer<NestedKey>(writer: writer, frame: writer.frames.count - 1))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        item()
        writer.open(object: false, style: nil)
        return JSONOutputUnkeyedContainer(writer: writer, frame: writer.frames.count - 1)
    }

    mutating func superEncoder() -> any Encoder {
        item()
        return JSONOutputEncoding(writer: writer, parent: frame, style: nil)
    }
}
