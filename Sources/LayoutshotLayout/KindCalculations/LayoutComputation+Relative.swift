import LayoutshotCore

extension LayoutComputation {
    /// `ASRelativeLayoutSpec` (and `ASCenterLayoutSpec`, which is one). On a positioned axis the
    /// child may be smaller than the spec (min 0); the spec takes the range's finite max, or the
    /// child's size where the max is unbounded, and shrinks to the child on the axes its sizing
    /// option names. The child's origin is rounded to the pixel grid.
    func calculateRelative(_ index: Int, _ options: RelativeOptions, _ range: SizeRange) -> Size {
        guard let child = arena.childRanges[index].first else { return range.min }
        let parent = ParentSize(validating: range.max)
        var childRange = range
        if options.horizontalPosition != .none { childRange.min.width = 0 }
        if options.verticalPosition != .none { childRange.min.height = 0 }
        let childSize = measure(child, in: childRange, parent: parent)

        var size = range.clamp(Size(parent.width ?? childSize.width, parent.height ?? childSize.height))
        size = range.clamp(
            Size(
                options.shrinksToChild(true) ? Swift.min(size.width, childSize.width) : size.width,
                options.shrinksToChild(false) ? Swift.min(size.height, childSize.height) : size.height))

        arena.origins[child] = Point(
            grid.round((size.width - childSize.width) * proportion(options.horizontalPosition)),
            grid.round((size.height - childSize.height) * proportion(options.verticalPosition)))
        return size
    }

    private func proportion(_ position: RelativePosition) -> Double {
        switch position {
        case .none, .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}
