import LayoutshotCore

extension LayoutComputation {
    /// `ASInsetLayoutSpec`. The child's range is the spec's minus the finite insets; an axis with
    /// an infinite inset lets the child take its intrinsic size, pushed against the finite edge or
    /// centred when both are infinite. Origins are computed from the range's max, not the final
    /// size, exactly as Texture does.
    func calculateInset(
        _ index: Int, _ insets: EdgeInsets, _ range: SizeRange, _ parent: ParentSize
    ) -> Size {
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
            let position = finite(
                leading, or: maximum - (finite(trailing, or: centred) + childSize[axis]))
            origin[axis] = position.isFinite ? position : 0
        }
        arena.origins[child] = origin
        return range.clamp(size)
    }

    /// An inset spec's length on one axis before its range clamps it: its child's plus both
    /// insets, or its max when an inset is infinite.
    static func insetLength(child: Double, _ leading: Double, _ trailing: Double, max: Double)
        -> Double
    {
        let padded = child + leading + trailing
        return padded.isInfinite ? max : padded
    }

    private func finiteOrZero(_ value: Double) -> Double { value.isInfinite ? 0 : value }
    private func finite(_ value: Double, or substitute: Double) -> Double {
        value.isInfinite ? substitute : value
    }
}

/// How explanations word an inset spec: the range less its insets, its child's size plus them,
/// and the child at its leading inset, against its trailing edge or centred.
struct InsetWording: KindWording {
    let insets: EdgeInsets

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        var parts: [String] = []
        var values: [ExplanationValue: Double] = [:]
        for axis in Axis.allCases {
            let (leadingName, trailingName) = ExplanationWords.edges(axis)
            let (leading, trailing) = (insets.leading(axis), insets.trailing(axis))
            let length = ExplanationWords.length(axis)
            let edges: (ExplanationValue, ExplanationValue) =
                axis == .horizontal ? (.left, .right) : (.top, .bottom)
            if leading.isFinite { values[edges.0] = leading }
            if trailing.isFinite { values[edges.1] = trailing }
            switch (leading.isFinite, trailing.isFinite) {
            case (true, true):
                parts.append(
                    "\(leadingName) \(ExplanationWords.number(leading)) + \(trailingName) "
                        + "\(ExplanationWords.number(trailing)) from the \(length)")
            case (true, false), (false, true):
                let finite = leading.isFinite ? (leadingName, leading) : (trailingName, trailing)
                parts.append(
                    "\(finite.0) \(ExplanationWords.number(finite.1)) from the \(length), whose min drops to 0 "
                        + "(the infinite \(leading.isFinite ? trailingName : leadingName) inset lets the child take its own size)"
                )
            case (false, false):
                parts.append(
                    "nothing from the \(length), whose min drops to 0 (both insets are infinite: the child is centred)"
                )
            }
        }
        return (
            .insetRange,
            "\(parent) subtracts its insets, \(ExplanationWords.list(parts)): it hands \(child) "
                + "\(ExplanationWords.range(link.recalculation.resolved)) less its insets, \(ExplanationWords.range(range)).",
            values
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        guard let first = node.first else {
            return (.insetSize, "\(node.node) has no child: \(node.words).")
        }
        let child = explainer.arena.sizes[first.index]
        var padded = Size.zero
        var parts: [String] = []
        for axis in Axis.allCases {
            let (leading, trailing) = (insets.leading(axis), insets.trailing(axis))
            padded[axis] = LayoutComputation.insetLength(
                child: child[axis], leading, trailing, max: node.range.max[axis])
            parts.append(
                leading.isFinite && trailing.isFinite
                    ? "\(ExplanationWords.length(axis)) \(ExplanationWords.number(child[axis])) + "
                        + "\(ExplanationWords.number(leading)) + \(ExplanationWords.number(trailing)) "
                        + "= \(ExplanationWords.number(padded[axis]))"
                    : "\(ExplanationWords.length(axis)) its max \(ExplanationWords.number(node.range.max[axis])) (an infinite inset)"
            )
        }
        return (
            .insetSize,
            "\(node.node) is its child \(first.name)'s \(ExplanationWords.size(child)) plus its insets: "
                + ExplanationWords.list(parts) + node.clamped(padded) + "."
        )
    }

    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        let parts = Axis.allCases.map { coordinate($0, link, by: explainer) }
        return (
            .insetPosition,
            "\(parent) puts \(child) at \(ExplanationWords.point(link.origin)): \(parts.joined(separator: "; "))."
        )
    }

    /// One coordinate of the child: its leading inset, or pushed against the finite trailing
    /// edge, or centred; computed from the spec's max, as Texture does.
    @_optimize(none) private func coordinate(
        _ axis: Axis, _ link: Explainer.Link, by explainer: Explainer
    ) -> String {
        let coordinate = ExplanationWords.coordinate(axis)
        let (leadingName, trailingName) = ExplanationWords.edges(axis)
        let (leading, trailing) = (insets.leading(axis), insets.trailing(axis))
        let value = ExplanationWords.number(link.origin[axis])
        if leading.isFinite {
            return "\(coordinate) = its \(leadingName) inset, \(ExplanationWords.number(leading))"
        }
        let maximum = ExplanationWords.number(link.recalculation.resolved.max[axis])
        let size = ExplanationWords.number(explainer.arena.sizes[link.child][axis])
        if trailing.isFinite {
            return
                "\(coordinate) = its max \(maximum) − its \(trailingName) inset \(ExplanationWords.number(trailing)) − "
                + "\(size) = \(value), against the \(trailingName) edge"
        }
        return
            "\(coordinate) = (\(maximum) − \(size)) / 2 rounded to the pixel grid = \(value), centred"
    }
}
