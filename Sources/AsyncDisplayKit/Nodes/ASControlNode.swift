import Foundation
import LayoutshotUIKit

/// A node that takes touches (`ASControlNode`); laid out and drawn as a node.
open class ASControlNode: ASDisplayNode {
    /// Whether the control takes touches; `true` by default. An `ASButtonNode` shows its disabled
    /// state's title and images when it is `false`.
    open var isEnabled = true
    /// Whether the control is selected; an `ASButtonNode` shows its selected state's title and images.
    open var isSelected = false
    /// Whether the control is being touched; an `ASButtonNode` shows its highlighted state's title
    /// and images.
    open var isHighlighted = false
    /// The target-action pairs added (`addTarget(_:action:forControlEvents:)`).
    var targetActions: [ControlTargetAction] = []

    public override init() {
        super.init()
    }
}

/// Control events, as Texture's `ASControlNodeEvent`: kept so that Texture code compiles. There are
/// no touches on Linux, so no event is ever sent (`addTarget(_:action:forControlEvents:)` keeps
/// the pairs).
public struct ASControlNodeEvent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down inside the control.
    public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
    /// A second touch went down inside the control in quick succession (a double tap).
    public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
    /// A touch moved within the control.
    public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
    /// A touch moved from inside the control to outside it.
    public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
    /// A touch lifted outside the control.
    public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
    /// The system cancelled the touch.
    public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
    /// Every event.
    public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}
