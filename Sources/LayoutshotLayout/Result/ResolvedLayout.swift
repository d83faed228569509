/// A layout and the tree it was computed from, with every deferred node's subtree in place:
/// the two have the same shape, except that a background spec lists its background first in
/// the layout and a node that a stack sized without laying it out has no children there.
public struct ResolvedLayout: Sendable {
    /// The frames.
    public var layout: Layout
    /// The tree, in element order, deferred nodes expanded.
    public var tree: LayoutNode

    /// Pairs a layout with its tree.
    public init(layout: Layout, tree: LayoutNode) {
        self.layout = layout
        self.tree = tree
    }
}
