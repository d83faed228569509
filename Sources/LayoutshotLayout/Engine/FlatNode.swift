import LayoutshotCore

/// One node of the engine's arena (the tree flattened breadth-first): where the node sits in the
/// tree the pass was given, read in place. The children's indices are in
/// `LayoutComputation.childRanges`; what hot paths read is precomputed in `NodeTraits`.
///
/// The arena refers to the tree instead of copying it: a copied `LayoutNode` was about 300 bytes
/// and a dozen reference counts per node, the largest cost of flattening. The array of siblings
/// keeps the node alive (value semantics: the pass's tree cannot change under it).
struct FlatNode {
    /// The array holding the node: its parent's children, or a one-element array for a root.
    let siblings: [LayoutNode]
    /// The node's index in `siblings`.
    let position: Int

    /// The element kind with its own properties.
    var kind: LayoutNode.Kind { siblings[position].kind }
    /// The kind's declaration.
    var declaration: KindDeclaration { siblings[position].kind.declaration }
    /// The element's style (percentages are resolved from it per measurement).
    var style: LayoutStyle { siblings[position].style }
    /// The element's id, for the result.
    var id: String? { siblings[position].id }
    /// What the node was made from, handed back in the resolved tree.
    var source: LayoutSource? { siblings[position].source }
    /// The node's children in the tree, in element order.
    var children: [LayoutNode] { siblings[position].children }
}
