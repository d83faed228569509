import Foundation
import LayoutshotLayout

/// Stacks its children vertically or horizontally, with flex grow and shrink, spacing,
/// justification, cross-axis alignment, baselines and wrapping, as Texture's `ASStackLayoutSpec`.
/// `ASStackLayoutSpec()` is horizontal with `alignItems` stretch, Texture's defaults.
///
/// ```swift
/// let text = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
///                              alignItems: .stretch, children: [titleNode, subtitleNode])
/// ```
open class ASStackLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// The main axis: `.horizontal` (the default) stacks children left to right, `.vertical` top to
    /// bottom.
    @exclusivity(unchecked) open var direction: ASStackLayoutDirection = .horizontal
    /// The space between neighbouring children on the main axis, in points; 0 by default. Children's
    /// `style.spacingBefore` and `style.spacingAfter` add to it.
    @exclusivity(unchecked) open var spacing: CGFloat = 0
    /// How children share free main-axis space; `.start` by default.
    @exclusivity(unchecked) open var justifyContent: ASStackLayoutJustifyContent = .start
    /// How children are placed on the cross axis; `.stretch` by default. A child's `style.alignSelf`
    /// overrides it for that child.
    @exclusivity(unchecked) open var alignItems: ASStackLayoutAlignItems = .stretch
    /// When not `none`, overrides `justifyContent` or `alignItems`, depending on `direction`.
    @exclusivity(unchecked) open var horizontalAlignment: ASHorizontalAlignment = .none
    /// When not `none`, overrides `alignItems` or `justifyContent`, depending on `direction`.
    @exclusivity(unchecked) open var verticalAlignment: ASVerticalAlignment = .none
    /// Whether children that do not fit start a new line; `.noWrap` by default.
    @exclusivity(unchecked) open var flexWrap: ASStackLayoutFlexWrap = .noWrap
    /// How the lines of a wrapping stack share the cross axis; `.start` by default.
    @exclusivity(unchecked) open var alignContent: ASStackLayoutAlignContent = .start
    /// The space between the lines of a wrapping stack, in points; 0 by default.
    @exclusivity(unchecked) open var lineSpacing: CGFloat = 0
    /// Texture lays children out concurrently when set; the frames are the same either way.
    @exclusivity(unchecked) open var isConcurrent = false

    public override init() {
        super.init()
    }

    /// A stack with its main properties.
    public convenience init(
        direction: ASStackLayoutDirection, spacing: CGFloat,
        justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
        children: [ASLayoutElement]
    ) {
        self.init(
            direction: direction, spacing: spacing, justifyContent: justifyContent,
            alignItems: alignItems,
            flexWrap: .noWrap, alignContent: .start, lineSpacing: 0, children: children)
    }

    /// A stack that may wrap.
    public convenience init(
        direction: ASStackLayoutDirection, spacing: CGFloat,
        justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
        flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
        children: [ASLayoutElement]
    ) {
        self.init(
            direction: direction, spacing: spacing, justifyContent: justifyContent,
            alignItems: alignItems,
            flexWrap: flexWrap, alignContent: alignContent, lineSpacing: 0, children: children)
    }

    /// A stack that may wrap, with space between lines.
    public convenience init(
        direction: ASStackLayoutDirection, spacing: CGFloat,
        justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
        flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
        lineSpacing: CGFloat, children: [ASLayoutElement]
    ) {
        self.init()
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.children = children
    }

    /// An empty vertical stack (`+verticalStackLayoutSpec`).
    open class func vertical() -> ASStackLayoutSpec {
        let stack = ASStackLayoutSpec()
        stack.direction = .vertical
        return stack
    }

    /// An empty horizontal stack (`+horizontalStackLayoutSpec`).
    open class func horizontal() -> ASStackLayoutSpec {
        let stack = ASStackLayoutSpec()
        stack.direction = .horizontal
        return stack
    }

    override var specKind: LayoutNode.Kind {
        var options = StackOptions()
        options.direction = direction == .vertical ? .vertical : .horizontal
        options.spacing = finite(spacing)
        options.justifyContent =
            switch justifyContent {
            case .start: .start
            case .center: .center
            case .end: .end
            case .spaceBetween: .spaceBetween
            case .spaceAround: .spaceAround
            }
        options.alignItems =
            switch alignItems {
            case .start: .start
            case .end: .end
            case .center: .center
            case .stretch, .notSet: .stretch
            case .baselineFirst: .baselineFirst
            case .baselineLast: .baselineLast
            }
        options.horizontalAlignment =
            switch horizontalAlignment {
            case .none: .none
            case .left: .left
            case .middle: .middle
            case .right: .right
            }
        options.verticalAlignment =
            switch verticalAlignment {
            case .none: .none
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            }
        options.flexWrap = flexWrap == .wrap ? .wrap : .noWrap
        options.alignContent =
            switch alignContent {
            case .start: .start
            case .center: .center
            case .end: .end
            case .spaceBetween: .spaceBetween
            case .spaceAround: .spaceAround
            case .stretch: .stretch
            }
        options.lineSpacing = finite(lineSpacing)
        return .stack(options)
    }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        forEachListChild(visit)
    }
}
