import LayoutshotCore

/// What hot paths need to know about a node, precomputed once per pass as plain values, so
/// that measuring neither copies the node's enum payloads nor re-resolves its whole style.
struct NodeTraits {
    /// The style's range when it does not depend on the parent (no percentages); `nil` otherwise.
    let fixedRange: SizeRange?
    /// The style's range with an undefined parent (percentages count as auto): what a stack
    /// reads for a stretched child's own cross min and max.
    let rangeWithoutParent: SizeRange
    /// Inset, overlay and background specs ignore their own style (Texture overrides the
    /// restricted `calculateLayoutThatFits:` for them).
    let ignoresOwnStyle: Bool
    /// The options of a stack, for dispatch without copying the node's kind.
    let stack: StackOptions?
    /// Whether the node is a box or a spacer: the two leaves measured without a payload.
    let leaf: Leaf?
    // The stack-child properties of the style.
    let alignSelf: AlignSelf
    let spacingBefore: Double
    let spacingAfter: Double
    let flexGrow: Double
    let flexShrink: Double
    let flexBasis: Dimension

    enum Leaf { case box, spacer }

    init(_ node: LayoutNode) {
        let style = node.style
        let relative = [style.width, style.height, style.minWidth, style.maxWidth, style.minHeight, style.maxHeight]
            .contains { if case .fraction = $0 { true } else { false } }
        rangeWithoutParent = style.resolvedRange(parent: .undefined)
        fixedRange = relative ? nil : rangeWithoutParent
        ignoresOwnStyle = node.kind.declaration.ignoresOwnStyle
        if case .stack(let options) = node.kind { stack = options } else { stack = nil }
        switch node.kind {
        case .box: leaf = .box
        case .spacer: leaf = .spacer
        default: leaf = nil
        }
        alignSelf = style.alignSelf
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        flexBasis = style.flexBasis
    }
}
