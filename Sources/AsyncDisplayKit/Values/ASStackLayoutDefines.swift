/// The direction children are stacked in.
public enum ASStackLayoutDirection: UInt8, Sendable {
    /// Children top to bottom: the main axis is vertical.
    case vertical
    /// Children left to right: the main axis is horizontal. The default.
    case horizontal
}

/// How children are placed along the main axis when they do not fill it.
public enum ASStackLayoutJustifyContent: UInt8, Sendable {
    /// Children packed at the start of the main axis; the free space after the last one.
    case start
    /// Children packed in the middle of the main axis; the free space split evenly before and after.
    case center
    /// Children packed at the end of the main axis; the free space before the first one.
    case end
    /// The first child at the start, the last at the end, the free space shared equally between
    /// neighbours; one child, or no free space, is placed as `start`.
    case spaceBetween
    /// The free space shared into equal margins on both sides of each child, so the outer gaps are
    /// half the inner ones; one child, or no free space, is centred.
    case spaceAround
}

/// How children are aligned on the cross axis.
public enum ASStackLayoutAlignItems: UInt8, Sendable {
    /// Children at the start of the cross axis (top of a horizontal stack, left of a vertical one),
    /// at their own cross size.
    case start
    /// Children at the end of the cross axis (bottom of a horizontal stack, right of a vertical
    /// one), at their own cross size.
    case end
    /// Children centred on the cross axis at their own cross size; the offset is floored to the
    /// pixel grid.
    case center
    /// Children stretched to the line's cross size (re-measured at it), unless their own maximum
    /// stops them; the default.
    case stretch
    /// Children placed so that their first baselines line up, in horizontal stacks. A child's first
    /// baseline is its text's first line, a vertical stack's first child's, or else its style's
    /// `ascender` below its top (0 by default).
    case baselineFirst
    /// Children placed so that their last baselines line up, in horizontal stacks. A child's last
    /// baseline is its text's last line, a vertical stack's last child's, or else its style's
    /// `descender` from its bottom (0 by default).
    case baselineLast
    /// Texture's marker for "no value", used while resolving the alignment shortcuts; a stack
    /// lays it out as `stretch`.
    case notSet
}

/// A child's own cross-axis alignment.
public enum ASStackLayoutAlignSelf: UInt8, Sendable {
    /// The child follows the stack's `alignItems`. The default.
    case auto
    /// This child at the start of the cross axis, whatever the stack's `alignItems`.
    case start
    /// This child at the end of the cross axis, whatever the stack's `alignItems`.
    case end
    /// This child centred on the cross axis (floored to the pixel grid), whatever the stack's
    /// `alignItems`.
    case center
    /// This child stretched to its line's cross size, whatever the stack's `alignItems`.
    case stretch
}

/// Whether children wrap into several lines.
public enum ASStackLayoutFlexWrap: UInt8, Sendable {
    /// All children on one line, shrinking (by `flexShrink`) or overflowing when they do not fit.
    /// The default.
    case noWrap
    /// Children that do not fit on the main axis start a new line, `lineSpacing` after the last.
    case wrap
}

/// How lines are placed on the cross axis when wrapping.
public enum ASStackLayoutAlignContent: UInt8, Sendable {
    /// Lines packed at the start of the cross axis; the free space after the last one. The default.
    case start
    /// Lines packed in the middle of the cross axis; the free space split evenly before and after.
    case center
    /// Lines packed at the end of the cross axis; the free space before the first one.
    case end
    /// The first line at the start, the last at the end, the free space shared equally between
    /// them; one line, or no free space, is placed as `start`.
    case spaceBetween
    /// The free space shared into equal margins on both sides of each line; one line, or no free
    /// space, is centred.
    case spaceAround
    /// With several lines, the free cross space shared equally among the lines, which grow to fill
    /// the stack (and their stretched children with them); otherwise as `start`.
    case stretch
}

/// Horizontal alignment of a stack's children, whatever its direction.
public enum ASHorizontalAlignment: UInt8, Sendable {
    /// No override: `justifyContent` and `alignItems` apply as set. The default.
    case none
    /// Children at the left: `justifyContent` `start` in a horizontal stack, `alignItems` `start` in
    /// a vertical one.
    case left
    /// Children centred horizontally: `justifyContent` `center` in a horizontal stack, `alignItems`
    /// `center` in a vertical one.
    case middle
    /// Children at the right: `justifyContent` `end` in a horizontal stack, `alignItems` `end` in a
    /// vertical one.
    case right
}

/// Vertical alignment of a stack's children, whatever its direction.
public enum ASVerticalAlignment: UInt8, Sendable {
    /// No override: `justifyContent` and `alignItems` apply as set. The default.
    case none
    /// Children at the top: `alignItems` `start` in a horizontal stack, `justifyContent` `start` in
    /// a vertical one.
    case top
    /// Children centred vertically: `alignItems` `center` in a horizontal stack, `justifyContent`
    /// `center` in a vertical one.
    case center
    /// Children at the bottom: `alignItems` `end` in a horizontal stack, `justifyContent` `end` in
    /// a vertical one.
    case bottom
}
