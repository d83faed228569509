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

        var size = range.clamp(
            Size(parent.width ?? childSize.width, parent.height ?? childSize.height))
        size = range.clamp(
            Size(
                options.shrinksToChild(true) ? Swift.min(size.width, childSize.width) : size.width,
                options.shrinksToChild(false)
                    ? Swift.min(size.height, childSize.height) : size.height))

        arena.origins[child] = Point(
            RelativePlacement(
                options.horizontalPosition, in: size.width, child: childSize.width, grid: grid
            ).origin,
            RelativePlacement(
                options.verticalPosition, in: size.height, child: childSize.height, grid: grid
            ).origin)
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

/// How explanations word a relative or center spec (`spec`): the min loosened on the axes it
/// positions on, its max or its child's size shrunk as its sizing (`sizingName`) says, and the
/// child where its `RelativePlacement`s put it.
struct RelativeWording: KindWording {
    let options: RelativeOptions
    /// `center` or `relative`.
    let spec: String
    let sizingName: String

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        var loosened: [String] = []
        if options.horizontalPosition != .none { loosened.append("width") }
        if options.verticalPosition != .none { loosened.append("height") }
        let says =
            loosened.isEmpty
            ? "\(parent), \(ExplanationWords.article(spec)) spec that positions on neither axis, hands \(child) its "
                + "own range, \(ExplanationWords.range(range))."
            : "\(parent), \(ExplanationWords.article(spec)) spec, hands \(child) its range loosened: the min "
                + "\(loosened.joined(separator: " and ")) drop\(loosened.count == 1 ? "s" : "") to 0 so that the child "
                + "may be smaller than the spec: \(ExplanationWords.range(link.recalculation.resolved)) becomes "
                + "\(ExplanationWords.range(range))."
        return (.relativeRange, says, [:])
    }

    /// Per axis its range's max where bounded, else its child's size; shrunk to the child on
    /// the axes its sizing names; clamped.
    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        guard let child = node.first?.index else {
            return (
                .relativeSize,
                "\(node.node) has no child, so it takes its range's min: \(node.words)."
            )
        }
        let childSize = explainer.arena.sizes[child]
        let parent = ParentSize(validating: node.range.max)
        var parts: [String] = []
        var raw = Size.zero
        for axis in Axis.allCases {
            let length = ExplanationWords.length(axis)
            var part: String
            if let bounded = parent[axis] {
                raw[axis] = bounded
                part = "its max \(length) \(ExplanationWords.number(bounded))"
            } else {
                raw[axis] = childSize[axis]
                part =
                    "its child's \(length) \(ExplanationWords.number(childSize[axis])) (its max is unbounded)"
            }
            if options.shrinksToChild(axis == .horizontal), childSize[axis] < raw[axis] {
                raw[axis] = childSize[axis]
                part +=
                    ", shrunk to its child's \(ExplanationWords.number(childSize[axis])) (sizing \(sizingName))"
            }
            parts.append(part)
        }
        return (
            .relativeSize,
            "\(node.node) takes \(ExplanationWords.list(parts))" + node.clamped(raw) + "."
        )
    }

    /// The free space times 0, ½ or 1, rounded to the grid.
    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        let spec = explainer.arena.sizes[link.parent]
        let size = explainer.arena.sizes[link.child]
        var parts: [String] = []
        for axis in Axis.allCases {
            let position =
                axis == .horizontal ? options.horizontalPosition : options.verticalPosition
            let placement = RelativePlacement(
                position, in: spec[axis], child: size[axis], grid: explainer.grid)
            var part =
                "\(ExplanationWords.coordinate(axis)) = (\(ExplanationWords.number(spec[axis])) − "
                + "\(ExplanationWords.number(size[axis]))) × \(ExplanationWords.number(placement.proportion)) "
                + "(\(position.rawValue)) = \(ExplanationWords.number(placement.exact))"
            if placement.exact != link.origin[axis] {
                part += ", rounded to the pixel grid: \(ExplanationWords.number(link.origin[axis]))"
            }
            parts.append(part)
        }
        return (
            .relativePosition,
            "\(parent) places \(child) in its \(ExplanationWords.size(spec)): \(parts.joined(separator: "; "))."
        )
    }
}
