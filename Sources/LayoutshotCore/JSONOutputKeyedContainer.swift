/// An object of a `JSONOutputEncoder` document: each member closes what the one before it
/// opened, then writes its key and value.
struct JSONOutputKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONOutputWriter
    /// The object's frame in the writer.
    let frame: Int

    var codingPath: [any CodingKey] { [] }

    private func member(_ key: Key) {
        writer.close(above: frame)
        writer.pendingKey = key.stringValue
    }

    /// The member `key`, its value written by `write`.
    private func member(_ key: Key, _ write: (JSONOutputWriter) -> Void) {
        member(key)
        write(writer)
    }

    mutating func encodeNil(forKey key: Key) { member(key) { $0.scalar("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) {
        member(key) { $0.scalar(value ? "true" : "false") }
    }
    mutating func encode(_ value: String, forKey key: Key) { member(key) { $0.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) { member(key) { $0.number(value) } }
    mutating func encode(_ value: Float, forKey key: Key) {
        member(key) { $0.number(Double(value)) }
    }
    mutating func encode(_ value: Int, forKey key: Key) { member(key) { $0.scalar(String(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: Int16, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: Int32, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: Int64, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: UInt, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: UInt16, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: UInt32, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }
    mutating func encode(_ value: UInt64, forKey key: Key) {
        member(key) { $0.scalar(String(value)) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        member(key)
        try writer.encode(value, in: frame)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        member(key)
        writer.open(object: true, style: nil)
        return KeyedEncodingContainer(
            JSONOutputKeyedContainer<NestedKey>(writer: writer, frame: writer.frames.count - 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        member(key)
        writer.open(object: false, style: nil)
        return JSONOutputUnkeyedContainer(writer: writer, frame: writer.frames.count - 1)
    }

    mutating func superEncoder() -> any Encoder {
        writer.close(above: frame)
        writer.pendingKey = "super"
        return JSONOutputEncoding(writer: writer, parent: frame, style: nil)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        member(key)
        return JSONOutputEncoding(writer: writer, parent: frame, style: nil)
    }
}
