/// Collects the children of a spec written in the DSL, with `if`, `switch` and `for` support.
@resultBuilder
public enum LayoutBuilder {
    /// Makes one element (a `Box`, a `Stack`, a node with modifiers) a child.
    public static func buildExpression(_ element: some LayoutElement) -> [LayoutNode] {
        [element.node]
    }
    /// Makes each node of an array a child, in order.
    public static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    /// Joins the children of the statements of a block, in order.
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    /// The children of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    /// The children of the first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    /// The children of the second branch of an `if`–`else` or a `switch`.
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    /// The children of a `for` loop: every iteration's, in order.
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
    /// The children of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] { part }
}

/// The single child of a one-child spec; building several or none is a programming error.
func singleChild(_ nodes: [LayoutNode], of spec: String) -> [LayoutNode] {
    assert(nodes.count == 1, "\(spec): expected exactly one child, got \(nodes.count)")
    return Array(nodes.prefix(1))
}
