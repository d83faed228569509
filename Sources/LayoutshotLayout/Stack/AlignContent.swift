/// How the lines of a wrapping stack share the cross axis.
public enum AlignContent: String, Hashable, Sendable, CaseIterable {
    /// Lines packed at the start of the cross axis; the free space after the last one. The default.
    case start
    /// Lines packed at the end of the cross axis; the free space before the first one.
    case end
    /// Lines packed in the middle of the cross axis; the free space split evenly before and after.
    case center
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
