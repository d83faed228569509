import LayoutshotCore

extension LayoutComputation {
    /// `ASRatioLayoutSpec` (`ratio` = height / width). From the range's finite max width and max
    /// height it builds up to two candidate sizes (the derived side floored to the pixel grid),
    /// keeps the one whose proportions are closest to the ratio (the first on a tie), and gives
    /// the child exactly that size where the range allows. The spec is the child's size.
    func calculateRatio(_ index: Int, _ ratio: Double, _ range: SizeRange) -> Size {
        guard let child = arena.childRanges[index].first else { return range.min }
        var best: Size?
        func consider(_ candidate: Size) {
            let distance = { (size: Size) in Swift.abs(size.height / size.width - ratio) }
            if let current = best, !(distance(current) > distance(candidate)) { return }
            best = candidate
        }
        if PixelGrid.isValidForSize(range.max.width) {
            consider(range.clamp(Size(range.max.width, grid.floor(ratio * range.max.width))))
        }
        if PixelGrid.isValidForSize(range.max.height) {
            consider(range.clamp(Size(grid.floor(range.max.height / ratio), range.max.height)))
        }
        let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
        let parent = best.map { ParentSize($0) } ?? .undefined
        let size = measure(child, in: childRange, parent: parent)
        arena.origins[child] = .zero
        return size
    }
}
