/// The properties of a stack spec, with `-[ASStackLayoutSpec init]`'s defaults: horizontal,
/// `alignItems` stretch, no spacing, no wrap.
///
/// ```swift
/// let row = StackOptions(spacing: 8, alignItems: .center)
/// ```
public struct StackOptions: Hashable, Sendable {
    /// The main axis and the order of the children; horizontal by default.
    public var direction: StackDirection
    /// Space between adjacent children on the main axis.
    public var spacing: Double
    /// How children share free main-axis space; `.start` by default. `horizontalAlignment` or
    /// `verticalAlignment` may override it.
    public var justifyContent: JustifyContent
    /// How children are placed on the cross axis; `.stretch` by default. `horizontalAlignment` or
    /// `verticalAlignment` may override it; a child's `alignSelf` overrides it for that child.
    public var alignItems: AlignItems
    /// When not `none`, overrides `justifyContent` or `alignItems`, depending on `direction`.
    public var horizontalAlignment: HorizontalAlignment
    /// When not `none`, overrides `alignItems` or `justifyContent`, depending on `direction`.
    public var verticalAlignment: VerticalAlignment
    /// Whether children that do not fit start a new line; `.noWrap` by default.
    public var flexWrap: FlexWrap
    /// How the lines of a wrapping stack share the cross axis; `.start` by default.
    public var alignContent: AlignContent
    /// Space between lines when wrapping.
    public var lineSpacing: Double

    /// Creates options; every default is `-[ASStackLayoutSpec init]`'s (the one place they are
    /// written): horizontal, no spacing, start, stretch, no alignment shortcuts, no wrap.
    public init(
        direction: StackDirection = .horizontal, spacing: Double = 0,
        justifyContent: JustifyContent = .start,
        alignItems: AlignItems = .stretch, horizontalAlignment: HorizontalAlignment = .none,
        verticalAlignment: VerticalAlignment = .none, flexWrap: FlexWrap = .noWrap,
        alignContent: AlignContent = .start,
        lineSpacing: Double = 0
    ) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
    }

    /// `justifyContent` after the horizontal/vertical alignment shortcuts
    /// (`-resolveHorizontalAlignment`, `-resolveVerticalAlignment`).
    public var effectiveJustifyContent: JustifyContent {
        let mainAlignment: JustifyContent? =
            switch direction.axis {
            case .horizontal:
                switch horizontalAlignment {
                case .none: nil
                case .left: .start
                case .middle: .center
                case .right: .end
                }
            case .vertical:
                switch verticalAlignment {
                case .none: nil
                case .top: .start
                case .center: .center
                case .bottom: .end
                }
            }
        return mainAlignment ?? justifyContent
    }

    /// `alignItems` after the horizontal/vertical alignment shortcuts.
    public var effectiveAlignItems: AlignItems {
        let crossAlignment: AlignItems? =
            switch direction.axis {
            case .horizontal:
                switch verticalAlignment {
                case .none: nil
                case .top: .start
                case .center: .center
                case .bottom: .end
                }
            case .vertical:
                switch horizontalAlignment {
                case .none: nil
                case .left: .start
                case .middle: .center
                case .right: .end
                }
            }
        return crossAlignment ?? alignItems
    }
}
