import Foundation
import LayoutshotLayout

/// The sizing and flex properties of a layout element, shared by reference as in Texture:
/// `node.style.flexGrow = 1` changes the node's style. Defaults are Texture's (everything
/// auto, `flexShrink` 0).
///
/// ```swift
/// avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
/// titleNode.style.flexShrink = 1
/// spacer.style.flexGrow = 1
/// ```
public final class ASLayoutElementStyle: NSObject, @unchecked Sendable {
    public var width = ASDimensionAuto
    public var height = ASDimensionAuto
    public var minWidth = ASDimensionAuto
    public var maxWidth = ASDimensionAuto
    public var minHeight = ASDimensionAuto
    public var maxHeight = ASDimensionAuto

    /// Extra space before the element along its stack's main axis.
    public var spacingBefore: CGFloat = 0
    /// Extra space after the element along its stack's main axis.
    public var spacingAfter: CGFloat = 0
    /// Share of a stack's free space this element takes.
    public var flexGrow: CGFloat = 0
    /// Share of a stack's overflow this element gives up.
    public var flexShrink: CGFloat = 0
    /// The main-axis size a stack starts from.
    public var flexBasis = ASDimensionAuto
    /// Cross-axis alignment in a stack, overriding the stack's `alignItems`.
    public var alignSelf: ASStackLayoutAlignSelf = .auto
    /// Distance from the top to the first baseline.
    public var ascender: CGFloat = 0
    /// Distance from the last baseline to the bottom.
    public var descender: CGFloat = 0
    /// Position inside an `ASAbsoluteLayoutSpec`.
    public var layoutPosition: CGPoint = .zero

    public override init() {}

    /// `width` and `height` in points.
    public var preferredSize: CGSize {
        get { CGSize(width: width.unit == .points ? width.value : 0, height: height.unit == .points ? height.value : 0) }
        set {
            width = ASDimensionMake(newValue.width)
            height = ASDimensionMake(newValue.height)
        }
    }

    /// `minWidth` and `minHeight` in points.
    public var minSize: CGSize {
        get { CGSize(width: minWidth.unit == .points ? minWidth.value : 0, height: minHeight.unit == .points ? minHeight.value : 0) }
        set {
            minWidth = ASDimensionMake(newValue.width)
            minHeight = ASDimensionMake(newValue.height)
        }
    }

    /// `maxWidth` and `maxHeight` in points.
    public var maxSize: CGSize {
        get { CGSize(width: maxWidth.unit == .points ? maxWidth.value : 0, height: maxHeight.unit == .points ? maxHeight.value : 0) }
        set {
            maxWidth = ASDimensionMake(newValue.width)
            maxHeight = ASDimensionMake(newValue.height)
        }
    }

    /// `width` and `height`.
    public var preferredLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    /// `minWidth` and `minHeight`.
    public var minLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: minWidth, height: minHeight) }
        set {
            minWidth = newValue.width
            minHeight = newValue.height
        }
    }

    /// `maxWidth` and `maxHeight`.
    public var maxLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: maxWidth, height: maxHeight) }
        set {
            maxWidth = newValue.width
            maxHeight = newValue.height
        }
    }

    /// The engine's style.
    var layoutStyle: LayoutStyle {
        var style = LayoutStyle()
        style.width = width.engineDimension
        style.height = height.engineDimension
        style.minWidth = minWidth.engineDimension
        style.maxWidth = maxWidth.engineDimension
        style.minHeight = minHeight.engineDimension
        style.maxHeight = maxHeight.engineDimension
        style.spacingBefore = finite(spacingBefore)
        style.spacingAfter = finite(spacingAfter)
        style.flexGrow = Swift.max(0, finite(flexGrow))
        style.flexShrink = Swift.max(0, finite(flexShrink))
        style.flexBasis = flexBasis.engineDimension
        style.alignSelf = switch alignSelf {
        case .auto: .auto
        case .start: .start
        case .end: .end
        case .center: .center
        case .stretch: .stretch
        }
        style.ascender = finite(ascender)
        style.descender = finite(descender)
        style.layoutPosition = layoutPosition.enginePoint
        return style
    }
}
