import LayoutshotCore

/// What hot paths need to know about a node, precomputed once per pass as plain values, so
/// that measuring neither copies the node's enum payloads nor re-resolves its whole style.
struct NodeTraits {
    // Eight-byte fields first, then the one-byte ones: declaration order is layout order, and
    // the traits of every node are in the arena (each byte counts on huge trees).
    /// The style's range with an undefined parent (percentages count as auto): what a stack
    /// reads for a stretched child's own cross min and max.
    let rangeWithoutParent: SizeRange
    // The stack-child properties of the style.
    let spacingBefore: Double
    let spacingAfter: Double
    let flexGrow: Double
    let flexShrink: Double
    let flexBasis: Dimension
    /// The options of a stack, for dispatch without copying the node's kind.
    let stack: StackOptions?
    /// Whether the style has a percentage (then its range depends on the parent).
    let isRelative: Bool
    /// Inset, overlay and background specs ignore their own style (Texture overrides the
    /// restricted `calculateLayoutThatFits:` for them).
    let ignoresOwnStyle: Bool
    /// Whether the node is a box or a spacer: the two leaves measured without a payload.
    let leaf: Leaf?
    /// A deferred or custom element: its content or size comes from user code.
    let runsUserCode: Bool
    /// A leaf kind (box, text, image, spacer): an in-place element of one is not asked for
    /// children.
    let isLeafKind: Bool
    let alignSelf: AlignSelf
    /// Whether earlier measurements of the node may be reused (`MeasureHistory`): it has
    /// children and no deferred or custom element in its subtree. Set once the subtree is in
    /// the arena.
    var reusesMeasurements = false

    /// The style's range when it does not depend on the parent (no percentages); `nil` otherwise.
    var fixedRange: SizeRange? { isRelative ? nil : rangeWithoutParent }

    enum Leaf { case box, spacer }

    /// The traits of a node with `style` and `kind`. (Not from the node: passing a node read in
    /// place copies all of it, a dozen reference counts. The kind is consumed: callers pass one
    /// read for the purpose, and a borrowed one was copied whole to be switched over.)
    @inline(__always)  // once per node of every pass; outlined, it returns its ~200 bytes by copy
    init(style: LayoutStyle, kind: consuming LayoutNode.Kind) {
        // No array of the six dimensions: this runs once per node of every pass.
        func isFraction(_ dimension: Dimension) -> Bool {
            if case .fraction = dimension { true } else { false }
        }
        isRelative =
            isFraction(style.width) || isFraction(style.height)
            || isFraction(style.minWidth) || isFraction(style.maxWidth)
            || isFraction(style.minHeight) || isFraction(style.maxHeight)
        rangeWithoutParent = style.resolvedRange(parent: .undefined)
        (ignoresOwnStyle, isLeafKind) = kind.readDeclaration { ($0.ignoresOwnStyle, $0.isLeaf) }
        switch consume kind {
        case .stack(let options):
            stack = options
            leaf = nil
            runsUserCode = false
        case .box:
            stack = nil
            leaf = .box
            runsUserCode = false
        case .spacer:
            stack = nil
            leaf = .spacer
            runsUserCode = false
        case .custom, .deferred:
            stack = nil
            leaf = nil
            runsUserCode = true
        default:
            stack = nil
            leaf = nil
            runsUserCode = false
        }
        alignSelf = style.alignSelf
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        flexBasis = style.flexBasis
    }
}
