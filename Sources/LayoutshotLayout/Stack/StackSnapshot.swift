/// A stack as one stage of `StackLayout.compute(_:observing:)` left it, for an observer: the
/// stack's inputs (its `range`, `options`, … read as the snapshot's own) with its methods (its
/// violation, baselines and offsets, through `layout`), and its items and lines then.
@dynamicMemberLookup
struct StackSnapshot {
    /// The stack's inputs and steps.
    let layout: StackLayout
    /// The items, measured (and placed) as far as the stage went.
    let items: [StackItem]
    /// The lines, once collected (stage 2); none before.
    let lines: [StackLine]
    /// The longest line's main-axis sum and the lines' total cross size, once summed (stage 6);
    /// 0 before.
    let stackDimensionSum: Double
    let crossDimensionSum: Double

    init(
        _ layout: StackLayout, _ items: [StackItem], _ lines: [StackLine] = [],
        sums: (main: Double, cross: Double) = (0, 0)
    ) {
        self.layout = layout
        self.items = items
        self.lines = lines
        stackDimensionSum = sums.main
        crossDimensionSum = sums.cross
    }

    /// The stack's input at `keyPath`.
    subscript<Value>(dynamicMember keyPath: KeyPath<StackLayout, Value>) -> Value {
        layout[keyPath: keyPath]
    }

    /// The main-axis sum of a run of the items with their spacing (`StackLayout.mainAxisSum`).
    func mainAxisSum(_ run: Range<Int>) -> Double {
        layout.mainAxisSum(run, of: items)
    }
}
