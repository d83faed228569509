/// How a stack aligns its children on the cross axis.
public enum AlignItems: String, Hashable, Sendable, CaseIterable {
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
}
