import LayoutshotCore

/// The last stage: where each parent of the chain put the next node, from the root down. The
/// offsets add up to the node's origin in the root.
extension Explainer {
    /// Where `link.parent` put `link.child`, and why.
    @_optimize(none) mutating func position(_ link: Link) {
        if let record = stackRecord(link) { return stackPosition(link, record) }
        let (parent, child) = (name(link.parentPath), name(link.childPath))
        let origin = link.origin
        let at = ExplanationWords.point(origin)
        let element = childIndex(link)
        switch arena.nodes[link.parent].kind {
        case .inset(let insets):
            let parts = Axis.allCases.map { insetCoordinate(insets, $0, link) }
            add(
                parent, .insetPosition, "\(parent) puts \(child) at \(at): \(parts.joined(separator: "; ")).",
                offset: origin)
        case .center(let centering, let sizing):
            relativePosition(link, RelativeOptions(centering: centering, sizing: sizing), parent: parent, child: child)
        case .relative(let options):
            relativePosition(link, options, parent: parent, child: child)
        case .absolute:
            add(parent, .absolutePosition, "\(parent) puts \(child) at its layoutPosition, \(at).", offset: origin)
        case .corner(let options):
            cornerPosition(link, options, element: element, parent: parent, child: child)
        case .custom:
            add(parent, .customPosition, "\(parent)'s own layout code put \(child) at \(at).", offset: origin)
        case .deferred:
            add(parent, .originPosition, "\(parent)'s content \(child) sits at its origin, \(at).", offset: origin)
        case .overlay, .background, .ratio, .wrapper, .box, .text, .image, .spacer, .stack:
            add(
                parent, .originPosition,
                "\(parent), \(article(computation.typeName(of: link.parent))) spec, puts \(child) at \(at).",
                offset: origin)
        }
    }

    /// One coordinate of an inset spec's child: its leading inset, or pushed against the finite
    /// trailing edge, or centred; computed from the spec's max, as Texture does.
    @_optimize(none) private func insetCoordinate(_ insets: EdgeInsets, _ axis: Axis, _ link: Link) -> String {
        let coordinate = ExplanationWords.coordinate(axis)
        let (leadingName, trailingName) = ExplanationWords.edges(axis)
        let leading = insets.leading(axis)
        let trailing = insets.trailing(axis)
        let value = ExplanationWords.number(link.origin[axis])
        if leading.isFinite { return "\(coordinate) = its \(leadingName) inset, \(ExplanationWords.number(leading))" }
        let maximum = ExplanationWords.number(link.recalculation.resolved.max[axis])
        let size = ExplanationWords.number(arena.sizes[link.child][axis])
        if trailing.isFinite {
            return
                "\(coordinate) = its max \(maximum) − its \(trailingName) inset \(ExplanationWords.number(trailing)) − "
                + "\(size) = \(value), against the \(trailingName) edge"
        }
        return "\(coordinate) = (\(maximum) − \(size)) / 2 rounded to the pixel grid = \(value), centred"
    }

    /// A center or relative spec's child: the free space times 0, ½ or 1, rounded to the grid.
    @_optimize(none) private mutating func relativePosition(
        _ link: Link, _ options: RelativeOptions, parent: String, child: String
    ) {
        let spec = arena.sizes[link.parent]
        let size = arena.sizes[link.child]
        var parts: [String] = []
        for axis in Axis.allCases {
            let position = axis == .horizontal ? options.horizontalPosition : options.verticalPosition
            let coordinate = ExplanationWords.coordinate(axis)
            let placement = RelativePlacement(position, in: spec[axis], child: size[axis], grid: grid)
            var part =
                "\(coordinate) = (\(ExplanationWords.number(spec[axis])) − \(ExplanationWords.number(size[axis]))) × "
                + "\(ExplanationWords.number(placement.proportion)) (\(position.rawValue)) = "
                + ExplanationWords.number(placement.exact)
            if placement.exact != link.origin[axis] {
                part += ", rounded to the pixel grid: \(ExplanationWords.number(link.origin[axis]))"
            }
            parts.append(part)
        }
        add(
            parent, .relativePosition,
            "\(parent) places \(child) in its \(ExplanationWords.size(spec)): \(parts.joined(separator: "; ")).",
            offset: link.origin)
    }

    /// A corner spec's child and corner element.
    @_optimize(none) private mutating func cornerPosition(
        _ link: Link, _ options: CornerOptions, element: Int, parent: String,
        child: String
    ) {
        let children = arena.childRanges[link.parent]
        let childOrigin = arena.origins[children.lowerBound]
        let shift = options.wrapsCorner ? childOrigin : .zero
        let shifted =
            shift == .zero
            ? ""
            : ", shifted by \(ExplanationWords.point(shift)) so that both frames start at 0 (wrapsCorner)"
        if element == 0 {
            add(
                parent, .cornerPosition,
                "\(parent) puts its child \(child) at \(ExplanationWords.point(link.origin))\(shifted).",
                offset: link.origin)
            return
        }
        let childSize = arena.sizes[children.lowerBound]
        let size = arena.sizes[link.child]
        var corner = Point.zero
        if options.location == .topRight || options.location == .bottomRight { corner.x = childSize.width }
        if options.location == .bottomLeft || options.location == .bottomRight { corner.y = childSize.height }
        var says =
            "\(parent) centres its corner \(child) on its child's \(options.location.rawValue) corner "
            + "\(ExplanationWords.point(corner)): minus half its size \(ExplanationWords.size(size))"
        if options.offset != .zero { says += ", plus the offset \(ExplanationWords.point(options.offset))" }
        says += "\(shifted), it is at \(ExplanationWords.point(link.origin))."
        add(parent, .cornerPosition, says, offset: link.origin)
    }
}
