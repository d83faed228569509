/// Collects the children of a spec written in the DSL, with `if`, `switch` and `for` support.
@resultBuilder
public enum LayoutBuilder {
    public static func buildExpression(_ element: some LayoutElement) -> [LayoutNode] { [element.node] }
    public static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] { part }
}

/// The single child of a one-child spec; building several or none is a programming error.
func singleChild(_ nodes: [LayoutNode], of spec: String) -> [LayoutNode] {
    assert(nodes.count == 1, "\(spec): expected exactly one child, got \(nodes.count)")
    return Array(nodes.prefix(1))
}
