/// How a stack distributes free main-axis space. `spaceEvenly` is CSS's (Texture has it only in its Yoga path).
public enum JustifyContent: String, Hashable, Sendable, CaseIterable {
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
    /// The free space shared into equal gaps before, between and after the children; one child, or
    /// no free space, is centred. CSS's; Texture's stack has no such value.
    case spaceEvenly
}
