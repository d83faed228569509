import LayoutshotCore

extension LayoutComputation {
    /// `ASCornerLayoutSpec`. Child and corner are both measured in the spec's range; the corner is
    /// centred on the chosen corner of the child, then moved by `offset`. Without `wrapsCorner`
    /// the spec is the child's size and the corner may stick out; with it, the spec is the union
    /// of both frames (clamped) and both are shifted so the union starts at (0, 0).
    func calculateCorner(_ index: Int, _ options: CornerOptions, _ range: SizeRange) -> Size {
        let children = arena.childRanges[index]
        guard children.count == 2 else { return range.min }
        let child = children.lowerBound
        let corner = children.lowerBound + 1
        let parent = ParentSize(validating: range.max)
        let childFrame = Rect(origin: .zero, size: measure(child, in: range, parent: parent))
        let cornerSize = measure(corner, in: range, parent: parent)

        var cornerOrigin = Point(-cornerSize.width / 2, -cornerSize.height / 2)
        switch options.location {
        case .topLeft: break
        case .topRight: cornerOrigin.x += childFrame.size.width
        case .bottomLeft: cornerOrigin.y += childFrame.size.height
        case .bottomRight:
            cornerOrigin.x += childFrame.size.width
            cornerOrigin.y += childFrame.size.height
        }
        let cornerFrame = Rect(origin: cornerOrigin + options.offset, size: cornerSize)

        var frame = childFrame
        if options.wrapsCorner {
            frame = childFrame.union(cornerFrame)
            frame.size = range.clamp(frame.size)
        }
        let shift = Point(-frame.origin.x, -frame.origin.y)
        arena.origins[child] = childFrame.origin + shift
        arena.origins[corner] = cornerFrame.origin + shift
        return frame.size
    }
}

/// How explanations word a corner spec: child and corner in its range, its child's size or
/// the union of both frames, and the corner centred on the child's corner.
struct CornerWording: KindWording {
    let options: CornerOptions

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        let element = explainer.childIndex(link) == 0 ? "child" : "corner"
        return (
            .cornerRange,
            "\(parent) measures its \(element) \(child) in its own range, \(ExplanationWords.range(range)).",
            [:]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        (
            .cornerSize,
            options.wrapsCorner
                ? "\(node.node) is the union of its child's and its corner's frames, clamped to its range (wrapsCorner): "
                    + "\(node.words)."
                : "\(node.node) takes its child's size; the corner may stick out: \(node.words)."
        )
    }

    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        let children = explainer.arena.childRanges[link.parent]
        let shift = options.wrapsCorner ? explainer.arena.origins[children.lowerBound] : .zero
        let shifted =
            shift == .zero
            ? ""
            : ", shifted by \(ExplanationWords.point(shift)) so that both frames start at 0 (wrapsCorner)"
        guard explainer.childIndex(link) != 0 else {
            return (
                .cornerPosition,
                "\(parent) puts its child \(child) at \(ExplanationWords.point(link.origin))\(shifted)."
            )
        }
        let childSize = explainer.arena.sizes[children.lowerBound]
        var corner = Point.zero
        if options.location == .topRight || options.location == .bottomRight {
            corner.x = childSize.width
        }
        if options.location == .bottomLeft || options.location == .bottomRight {
            corner.y = childSize.height
        }
        var says =
            "\(parent) centres its corner \(child) on its child's \(options.location.rawValue) corner "
            + "\(ExplanationWords.point(corner)): minus half its size \(ExplanationWords.size(explainer.arena.sizes[link.child]))"
        if options.offset != .zero {
            says += ", plus the offset \(ExplanationWords.point(options.offset))"
        }
        return (
            .cornerPosition, says + "\(shifted), it is at \(ExplanationWords.point(link.origin))."
        )
    }
}
