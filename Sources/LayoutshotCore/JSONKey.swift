/// A coding key named at run time: for objects whose members are data, not a type's fixed
/// fields (a step's numbers by name, the preview's tables by node path).
///
/// ```swift
/// var container = encoder.container(keyedBy: JSONKey.self)
/// try container.encode(3, forKey: JSONKey("root.children[0]"))
/// ```
package struct JSONKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }

    /// The key `name`.
    package init(_ name: String) { stringValue = name }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
