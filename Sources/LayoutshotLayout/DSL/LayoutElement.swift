/// Anything that can stand in a layout tree: the DSL's specs and leaves, and `LayoutNode` itself
/// (Texture's `ASLayoutElement`).
///
/// ```swift
/// let row = Stack(.horizontal, spacing: 6, alignItems: .center) {
///     Box(.red).preferredSize(40, 40).id("icon")
///     Spacer().flexGrow(1)
/// }
/// ```
public protocol LayoutElement: Sendable {
    /// The element as a tree node.
    var node: LayoutNode { get }
}

extension LayoutNode: LayoutElement {
    public var node: LayoutNode { self }
}
