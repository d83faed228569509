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
            RelativePlacement(options.horizontalPosition, in: size.width, child: childSize.width, grid: grid).origin,
            RelativePlacement(options.verticalPosition, in: size.height, child: childSize.height, grid: grid).origin)
        return size
    }
}

/// Where a relative (or center) spec puts its child on one axis: the free space times the
/// position's proportion (0, ½ or 1), rounded to the pixel grid. The engine places the child
/// there and an explanation words it.
struct RelativePlacement {
    /// 0 for none and start, ½ for center, 1 for end.
    let proportion: Double
    /// The free space times the proportion, before the grid.
    let exact: Double
    /// `exact` rounded to the pixel grid: the child's coordinate.
    let origin: Double

    /// The placement of a child `child` long in a spec `length` long.
    init(_ position: RelativePosition, in length: Double, child: Double, grid: PixelGrid) {
        proportion =
            switch position {
            case .none, .start: 0
            case .center: 0.5
            case .end: 1
            }
        exact = (length - child) * proportion
        origin = grid.round(exact)
    }
}
