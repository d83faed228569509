import LayoutshotCore

extension LayoutComputation {
    /// `-[ASStackLayoutSpec calculateLayoutThatFits:]`: an empty stack is its range's min;
    /// otherwise the two-phase stack computation. A vertical stack then takes its first child's
    /// ascender and its last child's descender, so stacks of text can be baseline-aligned.
    @inline(__always)
    func calculateStack(_ index: Int, _ options: StackOptions, _ range: SizeRange) -> Size {
        var unobserved = UnobservedStack()
        return calculateStack(index, options, range, observing: &unobserved)
    }

    /// `calculateStack`, showing `observer` the stack after each stage (`StackObserver`).
    func calculateStack<Observer: StackObserver>(
        _ index: Int, _ options: StackOptions, _ range: SizeRange,
        observing observer: inout Observer
    ) -> Size {
        let children = arena.childRanges[index]
        guard !children.isEmpty else { return range.min }
        let size = StackLayout(engine: self, options: options, range: range).compute(
            index, observing: &observer)
        if options.direction.axis == .vertical {
            let top = options.direction.isReversed ? children.upperBound - 1 : children.lowerBound
            let bottom =
                options.direction.isReversed ? children.lowerBound : children.upperBound - 1
            arena.ascenders[index] = arena.ascenders[top]
            arena.descenders[index] = arena.descenders[bottom]
        }
        return size
    }
}

/// How explanations word a stack's size: from its lines' sums. (Its hand-down and positions are
/// its record's stages: `Explainer+Stack.swift`, `Explainer+StackCross.swift`.)
struct StackWording: KindWording {
    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        guard let placed = node.recalculation.stack?.stack(after: .positioned) else {
            return (
                .stackSize,
                "\(node.node) has no children, so a stack takes its range's min: \(node.words)."
            )
        }
        let sum = Size(
            main: placed.stackDimensionSum, cross: placed.crossDimensionSum, axis: placed.axis)
        return (
            .stackSize,
            "\(node.node)'s longest line takes \(ExplanationWords.number(placed.stackDimensionSum)) "
                + "\(ExplanationWords.extent(placed.axis)) and its lines \(ExplanationWords.number(placed.crossDimensionSum)) "
                + "\(ExplanationWords.extent(placed.axis.cross))" + node.clamped(sum) + "."
        )
    }
}
