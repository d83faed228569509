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
    /// A leaf kind (box, text, image, spacer): an in-place element of one is not asked for
    /// children.
    let isLeafKind: Bool
    let alignSelf: AlignSelf
    /// The kind's case: its type name and paint order for the result.
    let code: KindCode
    /// Whether the kind paints its second child first (`KindDeclaration.paintsSecondChildFirst`).
    let paintsSecondChildFirst: Bool
    /// Whether earlier measurements of the node may be reused (`MeasureHistory`): it has
    /// children and no deferred or custom element in its subtree. Set once the subtree is in
    /// the arena.
    var reusesMeasurements = false

    /// The style's range when it does not depend on the parent (no percentages); `nil` otherwise.
    var fixedRange: SizeRange? { isRelative ? nil : rangeWithoutParent }

    /// Whether the node is a box or a spacer: the two leaves measured without a payload.
    var leaf: Leaf? { code == .box ? .box : code == .spacer ? .spacer : nil }

    /// A deferred or custom element: its content or size comes from user code.
    var runsUserCode: Bool { code == .custom || code == .deferred }

    enum Leaf { case box, spacer }

    /// The traits of a node with `style` and a kind of case `code`; `stack` reads a stack's
    /// options (from the kind, a copy made for stacks only).
    @inline(__always)  // once per node of every pass; outlined, it returns its ~200 bytes by copy
    init(style: LayoutStyle, code: KindCode, stack: () -> StackOptions?) {
        // No array of the six dimensions: this runs once per node of every pass.
        func isFraction(_ dimension: Dimension) -> Bool {
            if case .fraction = dimension { true } else { false }
        }
        isRelative =
            isFraction(style.width) || isFraction(style.height)
            || isFraction(style.minWidth) || isFraction(style.maxWidth)
            || isFraction(style.minHeight) || isFraction(style.maxHeight)
        rangeWithoutParent = style.resolvedRange(parent: .undefined)
        self.code = code
        // A custom spec's or deferred node's declaration lists children and keeps the defaults.
        (ignoresOwnStyle, isLeafKind, paintsSecondChildFirst) =
            code.readBuiltIn { ($0.ignoresOwnStyle, $0.isLeaf, $0.paintsSecondChildFirst) } ?? (
                false, false, false
            )
        self.stack = code == .stack ? stack() : nil
        alignSelf = style.alignSelf
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        flexBasis = style.flexBasis
    }
}
