import LayoutshotCore

extension LayoutComputation {
    /// `ASBackgroundLayoutSpec`: the child gets the spec's range; the background gets exactly
    /// the child's size, with the *spec's* parent size; both at (0, 0); the spec is the child's size.
    func calculateBackground(_ index: Int, _ range: SizeRange, _ parent: ParentSize) -> Size {
        let children = arena.childRanges[index]
        guard let child = children.first else { return .zero }
        let size = measure(child, in: range, parent: parent)
        if children.count > 1 {
            let background = children[children.startIndex + 1]
            _ = measure(background, in: SizeRange(exactly: size), parent: parent)
            arena.origins[background] = .zero
        }
        arena.origins[child] = .zero
        return size
    }
}
