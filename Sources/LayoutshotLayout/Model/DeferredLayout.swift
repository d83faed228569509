import LayoutshotCore

/// An element whose content is decided only when it is measured: Texture's `ASDisplayNode` with
/// `layoutSpecThatFits:` (a subtree built from the constrained size) or `calculateSizeThatFits:`
/// (a size). The engine asks `content` with the node's resolved range every time it measures
/// the node, lays a subtree out in that same range, and keeps the last result, like every other
/// measurement.
///
/// ```swift
/// let adaptive = DeferredLayout(typeName: "AdaptiveRow") { range in
///     let narrow = range.max.width < 360
///     return .subtree(Stack(narrow ? .vertical : .horizontal) { Box(.red).preferredSize(40, 40) }.node)
/// }
/// let layout = LayoutNode(.deferred(adaptive)).layout(in: SizeRange(min: .zero, max: Size(320, .infinity)))
/// ```
public struct DeferredLayout: Sendable {
    /// What a deferred element turns into for one size range.
    public enum Content: Sendable {
        /// A subtree laid out in the same range, at the element's origin; its size is the element's.
        case subtree(LayoutNode)
        /// A leaf size, clamped to the range (`ASSizeRangeClamp(range, calculateSizeThatFits(range.max))`).
        case size(Size)
        /// A subtree read in place from the objects of one of this package's front ends (Texture's
        /// nodes and specs), laid out as `subtree` is; an app's content is a `subtree` or a `size`.
        case inPlace(InPlaceSubtree)
    }

    /// The name shown in layout output, e.g. the node's class `"PostCellNode"`.
    public var typeName: String
    /// Painted like a `box` below the subtree, when set (the node's own background and border).
    public var appearance: BoxAppearance?
    /// What the element is drawn as a stand-in for, when it is one (`SF Symbol "heart.fill"`, whose
    /// artwork cannot ship): the linter reports it (`LintFinding.Kind.standIn`).
    public var standIn: String?
    /// Builds the content for a resolved range. MUST be deterministic; it MAY be called several
    /// times per pass (once per distinct range the element is measured in).
    public var content: @Sendable (SizeRange) -> Content

    /// Creates a deferred element.
    public init(
        typeName: String, appearance: BoxAppearance? = nil, standIn: String? = nil,
        content: @escaping @Sendable (SizeRange) -> Content
    ) {
        self.typeName = typeName
        self.appearance = appearance
        self.standIn = standIn
        self.content = content
    }
}
