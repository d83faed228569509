import LayoutshotCore

/// One node of the engine's arena (the tree flattened breadth-first): what a measurement reads
/// beyond the precomputed `NodeTraits`. The children's indices are in
/// `LayoutComputation.childRanges`.
struct FlatNode {
    /// The element kind with its own properties.
    var kind: LayoutNode.Kind
    /// The element's style (percentages are resolved from it per measurement).
    var style: LayoutStyle
    /// The element's id, for the result.
    var id: String?
    /// What the node was made from, handed back in the resolved tree.
    var source: LayoutSource?

    init(_ node: LayoutNode) {
        kind = node.kind
        style = node.style
        id = node.id
        source = node.source
    }
}
