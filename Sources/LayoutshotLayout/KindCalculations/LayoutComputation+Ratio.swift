import LayoutshotCore

extension LayoutComputation {
    /// `ASRatioLayoutSpec` (`ratio` = height / width): the child gets exactly the size
    /// `RatioChoice` keeps, where the range allows. The spec is the child's size.
    func calculateRatio(_ index: Int, _ ratio: Double, _ range: SizeRange) -> Size {
        guard let child = arena.childRanges[index].first else { return range.min }
        let best = RatioChoice(ratio: ratio, range: range, grid: grid).kept?.size
        let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
        let parent = best.map { ParentSize($0) } ?? .undefined
        let size = measure(child, in: childRange, parent: parent)
        arena.origins[child] = .zero
        return size
    }
}

/// What a ratio spec decides from its range: from the finite max width and max height, up to
/// two candidate sizes (the derived side floored to the pixel grid, then clamped to the range),
/// and the one kept, whose proportions are closest to the ratio (the first on a tie). The
/// engine lays the child out in it and an explanation words it.
struct RatioChoice {
    /// One candidate: which side was derived, its exact length and the size after flooring and
    /// clamping.
    struct Candidate {
        let heightFromWidth: Bool
        /// `ratio × max width` or `max height ÷ ratio`, before the grid.
        let exact: Double
        let size: Size
    }

    /// The candidate kept; `nil` when neither side of the range is bounded.
    private(set) var kept: Candidate?

    init(ratio: Double, range: SizeRange, grid: PixelGrid) {
        func consider(_ candidate: Candidate) {
            let distance = { (size: Size) in Swift.abs(size.height / size.width - ratio) }
            if let current = kept, !(distance(current.size) > distance(candidate.size)) { return }
            kept = candidate
        }
        if PixelGrid.isValidForSize(range.max.width) {
            let exact = ratio * range.max.width
            consider(
                Candidate(
                    heightFromWidth: true, exact: exact, size: range.clamp(Size(range.max.width, grid.floor(exact)))))
        }
        if PixelGrid.isValidForSize(range.max.height) {
            let exact = range.max.height / ratio
            consider(
                Candidate(
                    heightFromWidth: false, exact: exact, size: range.clamp(Size(grid.floor(exact), range.max.height))))
        }
    }
}
