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
