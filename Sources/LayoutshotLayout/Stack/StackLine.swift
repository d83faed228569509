/// One line of a stack (`ASStackUnpositionedLine`): a run of items, its cross size and baseline.
struct StackLine {
    /// The line's items, as indices into the stack's item array.
    var items: Range<Int>
    /// The line's extent on the cross axis.
    var crossSize: Double = 0
    /// The largest distance from the line's cross start to a baseline-aligned item's baseline.
    var baseline: Double = 0
    /// The items' main-axis sizes plus spacing.
    var stackDimensionSum: Double = 0
}
