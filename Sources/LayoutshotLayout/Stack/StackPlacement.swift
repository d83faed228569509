/// Where the positioned stage (`StackLayout.positionLinesAndItems`) put one item, from its
/// cursors: what an explanation words of the item's place. Made only for an observer that asks
/// (`StackObserver.place`), so an ordinary layout never builds one.
struct StackPlacement {
    /// The item's line (0 for the first).
    let line: Int
    /// alignContent's offset of the first line and its extra spacing between lines.
    let content: (offset: Double, spacing: Double)
    /// The cross sizes of the lines before the item's, in all.
    let earlierLines: Double
    /// The cross cursor at the item's line: where the line starts across the stack.
    let lineStart: Double
    /// The line's free space (positive) or overflow (negative) along the main axis.
    let free: Double
    /// justifyContent's offset of the line's first item and its extra spacing between items.
    let justify: (offset: Double, spacing: Double)
    /// The spacing between two items of the line: the stack's spacing plus justify's.
    let between: Double
    /// The main cursor from justify's offset to the item's own spacingBefore: the items before
    /// it on its line, with the spacing after each.
    let before: Double
    /// The item's offset from its line's cross start (`StackLayout.crossOffset`).
    let crossOffset: Double
}
