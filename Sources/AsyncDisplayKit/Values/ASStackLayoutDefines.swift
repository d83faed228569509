/// The direction children are stacked in.
public enum ASStackLayoutDirection: UInt8, Sendable {
    case vertical
    case horizontal
}

/// How children are placed along the main axis when they do not fill it.
public enum ASStackLayoutJustifyContent: UInt8, Sendable {
    case start
    case center
    case end
    case spaceBetween
    case spaceAround
}

/// How children are aligned on the cross axis.
public enum ASStackLayoutAlignItems: UInt8, Sendable {
    case start
    case end
    case center
    case stretch
    case baselineFirst
    case baselineLast
    case notSet
}

/// A child's own cross-axis alignment.
public enum ASStackLayoutAlignSelf: UInt8, Sendable {
    case auto
    case start
    case end
    case center
    case stretch
}

/// Whether children wrap into several lines.
public enum ASStackLayoutFlexWrap: UInt8, Sendable {
    case noWrap
    case wrap
}

/// How lines are placed on the cross axis when wrapping.
public enum ASStackLayoutAlignContent: UInt8, Sendable {
    case start
    case center
    case end
    case spaceBetween
    case spaceAround
    case stretch
}

/// Horizontal alignment of a stack's children, whatever its direction.
public enum ASHorizontalAlignment: UInt8, Sendable {
    case none
    case left
    case middle
    case right
}

/// Vertical alignment of a stack's children, whatever its direction.
public enum ASVerticalAlignment: UInt8, Sendable {
    case none
    case top
    case center
    case bottom
}
