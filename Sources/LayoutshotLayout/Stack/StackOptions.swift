/// The properties of a stack spec, with `-[ASStackLayoutSpec init]`'s defaults: horizontal,
/// `alignItems` stretch, no spacing, no wrap.
///
/// ```swift
/// var row = StackOptions()
/// row.spacing = 8
/// row.alignItems = .center
/// ```
public struct StackOptions: Hashable, Sendable {
    public var direction: StackDirection = .horizontal
    /// Space between adjacent children on the main axis.
    public var spacing: Double = 0
    public var justifyContent: JustifyContent = .start
    public var alignItems: AlignItems = .stretch
    /// When not `none`, overrides `justifyContent` or `alignItems`, depending on `direction`.
    public var horizontalAlignment: HorizontalAlignment = .none
    /// When not `none`, overrides `alignItems` or `justifyContent`, depending on `direction`.
    public var verticalAlignment: VerticalAlignment = .none
    public var flexWrap: FlexWrap = .noWrap
    public var alignContent: AlignContent = .start
    /// Space between lines when wrapping.
    public var lineSpacing: Double = 0

    /// Creates options with Texture's defaults.
    public init() {}

    /// `justifyContent` after the horizontal/vertical alignment shortcuts
    /// (`-resolveHorizontalAlignment`, `-resolveVerticalAlignment`).
    public var effectiveJustifyContent: JustifyContent {
        let mainAlignment: JustifyContent? = switch direction.axis {
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
        let crossAlignment: AlignItems? = switch direction.axis {
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
