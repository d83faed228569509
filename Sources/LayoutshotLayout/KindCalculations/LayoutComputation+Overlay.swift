import LayoutshotCore

extension LayoutComputation {
    /// `ASOverlayLayoutSpec`: the child gets the spec's range; the overlay gets exactly the
    /// child's size (as range and as parent size); both at (0, 0); the spec is the child's size.
    func calculateOverlay(_ index: Int, _ range: SizeRange, _ parent: ParentSize) -> Size {
        let children = arena.childRanges[index]
        guard let child = children.first else { return .zero }
        let size = measure(child, in: range, parent: parent)
        arena.origins[child] = .zero
        if children.count > 1 {
            let overlay = children[children.startIndex + 1]
            _ = measure(overlay, in: SizeRange(exactly: size), parent: ParentSize(size))
            arena.origins[overlay] = .zero
        }
        return size
    }
}
