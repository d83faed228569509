/// The `Encoder` a value of a `JSONOutputEncoder` document is given, and its single-value
/// container: a member of frame `parent` of the writer. Three words, so that handing it on as
/// `any Encoder` allocates nothing.
struct JSONOutputEncoding: Encoder, SingleValueEncodingContainer {
    let writer: JSONOutputWriter
    let parent: Int
    /// The style the value's type asks for; `nil`: none.
    let style: JSONOutputStyle?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.open(object: true, style: style)
        return KeyedEncodingContainer(
            JSONOutputKeyedContainer<Key>(writer: writer, frame: writer.frames.count - 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.open(object: false, style: style)
        return JSONOutputUnkeyedContainer(writer: writer, frame: writer.frames.count - 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    mutating func encodeNil() { writer.scalar("null") }
    mutating func encode(_ value: Bool) { writer.scalar(value ? "true" : "false") }
    mutating func encode(_ value: String) { writer.string(value) }
    mutating func encode(_ value: Double) { writer.number(value) }
    mutating func encode(_ value: Float) { writer.number(Double(value)) }
    mutating func encode(_ value: Int) { writer.scalar(String(value)) }
    mutating func encode(_ value: Int8) { writer.scalar(String(value)) }
    mutating func encode(_ value: Int16) { writer.scalar(String(value)) }
    mutating func encode(_ value: Int32) { writer.scalar(String(value)) }
    mutating func encode(_ value: Int64) { writer.scalar(String(value)) }
    mutating func encode(_ value: UInt) { writer.scalar(String(value)) }
    mutating func encode(_ value: UInt8) { writer.scalar(String(value)) }
    mutating func encode(_ value: UInt16) { writer.scalar(String(value)) }
    mutating func encode(_ value: UInt32) { writer.scalar(String(value)) }
    mutating func encode(_ value: UInt64) { writer.scalar(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.encode(value, in: parent) }
}
