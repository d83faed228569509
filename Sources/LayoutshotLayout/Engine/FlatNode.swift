import LayoutshotCore

/// One node of the engine's arena (the tree flattened breadth-first): where the node sits in the
/// tree the pass was given, read in place, or the front end's object it is read from
/// (`InPlaceElement`). The children's indices are in `LayoutComputation.childRanges`; what hot
/// paths read is precomputed in `NodeTraits`.
///
/// The arena refers to the tree instead of copying it: a copied `LayoutNode` was about 300 bytes
/// and a dozen reference counts per node, the largest cost of flattening. The array of siblings
/// keeps the node alive (value semantics: the pass's tree cannot change under it). An enum of
/// the two, 16 bytes as the tree's reference alone was: a larger node slowed every layout.
enum FlatNode: @unchecked Sendable {
    // Unchecked: an in-place element is read by one pass at a time, and a pass's arena goes back
    // to the pool emptied.
    /// Node `position` of `siblings`: its parent's children, or a one-element array for a root.
    case tree(siblings: [LayoutNode], position: Int)
    /// A front end's object, read in place.
    case element(any InPlaceElement)

    /// The in-place element, if the node is one.
    var element: (any InPlaceElement)? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// The element kind with its own properties.
    var kind: LayoutNode.Kind {
        switch self {
        case .tree(let siblings, let position): siblings[position].kind
        case .element(let element): element.engineKind
        }
    }

    /// The element's style (percentages are resolved from it per measurement).
    var style: LayoutStyle {
        switch self {
        case .tree(let siblings, let position): siblings[position].style
        case .element(let element): element.engineStyle
        }
    }

    /// The element's id, for the result.
    var id: String? {
        switch self {
        case .tree(let siblings, let position): siblings[position].id
        case .element(let element): element.engineID
        }
    }

    /// The object the node was made from (`source`'s), without wrapping it.
    var sourceObject: AnyObject? {
        switch self {
        case .tree(let siblings, let position): siblings[position].source?.object
        case .element(let element): element
        }
    }

    /// What the node was made from, handed back in the resolved tree.
    var source: LayoutSource? { sourceObject.map(LayoutSource.init) }

    /// The node's children in the tree, in element order (none for an in-place element: the
    /// arena asks it for them).
    var children: [LayoutNode] {
        switch self {
        case .tree(let siblings, let position): siblings[position].children
        case .element: []
        }
    }
}
