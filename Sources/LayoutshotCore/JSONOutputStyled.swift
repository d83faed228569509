/// An `Encodable` type that tells `JSONOutputEncoder` how its objects are laid out on lines.
///
/// ```swift
/// struct Issue: JSONOutputStyled {
///     static let jsonOutputStyle = JSONOutputStyle.oneLine
///     var node: String
/// }
/// ```
public protocol JSONOutputStyled: Encodable {
    /// The layout of the type's objects.
    static var jsonOutputStyle: JSONOutputStyle { get }
}
