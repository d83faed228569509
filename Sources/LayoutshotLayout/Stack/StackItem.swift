import LayoutshotCore

/// A stack child while the stack is being computed (`ASStackLayoutSpecItem`).
struct StackItem {
    /// The child's arena index.
    let node: Int
    /// The child's effective cross alignment: its `alignSelf`, or the stack's `alignItems`.
    let alignment: AlignItems
    /// Space before and after the child on the main axis.
    let spacingBefore: Double
    let spacingAfter: Double
    let flexGrow: Double
    let flexShrink: Double
    /// The child's own cross min/max resolved with an undefined parent, for stretching.
    let ownCrossMin: Double
    let ownCrossMax: Double
    /// The child's size from its latest measurement.
    var size: Size = .zero
    /// Where the child goes, relative to the stack.
    var origin: Point = .zero

    /// The child's length on `axis` with the space before and after it.
    func extent(_ axis: Axis) -> Double { spacingBefore + size[axis] + spacingAfter }

    /// Grows and shrinks (`isFlexibleInBothDirections`).
    var isFlexibleBothWays: Bool { flexGrow > 0 && flexShrink > 0 }

    /// Baseline-aligned (first or last).
    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }
}
