/// A type whose objects write their members into a `JSONOutputEncoder` document themselves
/// (`JSONOutputObject`): a list of them (`JSONOutputObject.list(_:forKey:)`) is written without
/// an `Encoder` and a dynamic cast for each item. Its `encode(to:)` calls `write(to:)` when it
/// is given a `JSONOutputEncoder`'s encoder, so both give the same bytes.
///
/// ```swift
/// extension Node: JSONOutputObjectWriting {
///     func write(to object: JSONOutputObject) throws {
///         object.string(name, forKey: "name")
///         try object.list(children, forKey: "children")
///     }
/// }
/// ```
package protocol JSONOutputObjectWriting: Encodable {
    /// Writes this value's members into `object`, its object in the document.
    func write(to object: JSONOutputObject) throws
}
