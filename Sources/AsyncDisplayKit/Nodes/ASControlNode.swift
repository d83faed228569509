import Foundation
import LayoutshotUIKit

/// A node that takes touches (`ASControlNode`); laid out and drawn as a node.
open class ASControlNode: ASDisplayNode {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    public override init() {
        super.init()
    }
}

/// Control events, for `addTarget(_:action:forControlEvents:)`.
public struct ASControlNodeEvent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
    public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
    public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
    public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
    public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
    public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
    public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
    public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
    public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
    public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}
