/// What a node's class decides about its layout: which override points it overrides and its
/// name in layout output. A node's class never changes, so each node asks once and keeps the
/// answer; converting a node on every measurement of its owner then costs no probe or lookup.
struct NodeClassFacts {
    /// The class overrides `layoutSpecThatFits(_:)`.
    let ownSpec: Bool
    /// The class overrides `calculateSizeThatFits(_:)`.
    let ownSize: Bool
    /// The class's name, as layout output shows it (`"PostCellNode"`).
    let typeName: String

    init(of node: ASDisplayNode) {
        ownSpec = OverrideProbe.overrides(.layoutSpecThatFits, of: node) {
            _ = node.layoutSpecThatFits(ASSizeRangeZero)
        }
        ownSize = OverrideProbe.overrides(.calculateSizeThatFits, of: node) {
            _ = node.calculateSizeThatFits(.zero)
        }
        typeName = String(describing: type(of: node))
    }
}
