import LayoutshotCore

extension LayoutComputation {
    /// `ASInsetLayoutSpec`. The child's range is the spec's minus the finite insets; an axis with
    /// an infinite inset lets the child take its intrinsic size, pushed against the finite edge or
    /// centred when both are infinite. Origins are computed from the range's max, not the final
    /// size, exactly as Texture does.
    func calculateInset(_ index: Int, _ insets: EdgeInsets, _ range: SizeRange, _ parent: ParentSize) -> Size {
        guard let child = arena.childRanges[index].first else { return .zero }
        var childRange = SizeRange(min: .zero, max: .zero)
        var childParent = ParentSize.undefined
        for axis in Axis.allCases {
            let leading = insets.leading(axis)
            let trailing = insets.trailing(axis)
            let finiteSum = finiteOrZero(leading) + finiteOrZero(trailing)
            let minimum = leading.isInfinite || trailing.isInfinite ? 0 : range.min[axis]
            childRange.min[axis] = Swift.max(0, minimum - finiteSum)
            childRange.max[axis] = Swift.max(0, range.max[axis] - finiteSum)
            // Texture computes MAX(0, NaN - inset), and Foundation's MAX returns 0 for a NaN:
            // an undefined parent becomes 0 here.
            childParent[axis] = parent[axis].map { Swift.max(0, $0 - finiteSum) } ?? 0
        }
        let childSize = measure(child, in: childRange, parent: childParent)

        var size = Size.zero
        var origin = Point.zero
        for axis in Axis.allCases {
            let leading = insets.leading(axis)
            let trailing = insets.trailing(axis)
            let maximum = range.max[axis]
            size[axis] = Self.insetLength(child: childSize[axis], leading, trailing, max: maximum)
            let centred = grid.round((maximum - childSize[axis]) / 2)
            let position = finite(leading, or: maximum - (finite(trailing, or: centred) + childSize[axis]))
            origin[axis] = position.isFinite ? position : 0
        }
        arena.origins[child] = origin
        return range.clamp(size)
    }

    /// An inset spec's length on one axis before its range clamps it: its child's plus both
    /// insets, or its max when an inset is infinite.
    static func insetLength(child: Double, _ leading: Double, _ trailing: Double, max: Double) -> Double {
        let padded = child + leading + trailing
        return padded.isInfinite ? max : padded
    }

    private func finiteOrZero(_ value: Double) -> Double { value.isInfinite ? 0 : value }
    private func finite(_ value: Double, or substitute: Double) -> Double { value.isInfinite ? substitute : value }
}
