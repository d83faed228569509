import LayoutshotCore

/// One node of the engine's arena: the tree flattened breadth-first, so that a node's children
/// are the contiguous indices `firstChild ..< firstChild + childCount`.
struct FlatNode {
    /// The element kind with its own properties.
    var kind: LayoutNode.Kind
    /// The element's style.
    var style: LayoutStyle
    /// The element's id, for the result.
    var id: String?
    /// Index of the first child in the arena.
    var firstChild: Int
    /// Number of children.
    var childCount: Int

    init(_ node: LayoutNode) {
        kind = node.kind
        style = node.style
        id = node.id
        firstChild = 0
        childCount = 0
    }

    /// The children's arena indices, in element order.
    var children: Range<Int> { firstChild ..< firstChild + childCount }
}
