/// What a node's class decides about its layout: which override points it overrides. A node's
/// class never changes, so each node asks once and keeps the answer; converting a node on every
/// measurement of its owner then costs no lookup. (Plain values: the node's kind is read with
/// them on every measurement, and a copy with the class's name in it cost two reference counts
/// each time; the name is kept apart, `ASDisplayNode.typeName`.)
struct NodeClassFacts {
    /// The class overrides `layoutSpecThatFits(_:)`.
    let ownSpec: Bool
    /// The class overrides `calculateSizeThatFits(_:)`.
    let ownSize: Bool

    init(of node: ASDisplayNode) {
        let type: AnyClass = Swift.type(of: node)
        ownSpec = MethodOverrides.overrides(.layoutSpecThatFits, in: type)
        ownSize = MethodOverrides.overrides(.calculateSizeThatFits, in: type)
    }
}
