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
                    heightFromWidth: true, exact: exact,
                    size: range.clamp(Size(range.max.width, grid.floor(exact)))))
        }
        if PixelGrid.isValidForSize(range.max.height) {
            let exact = range.max.height / ratio
            consider(
                Candidate(
                    heightFromWidth: false, exact: exact,
                    size: range.clamp(Size(grid.floor(exact), range.max.height))))
        }
    }
}

/// How explanations word a ratio spec: one side fixed from the other, as its `RatioChoice`
/// decided, and the spec its child's size.
struct RatioWording: KindWording {
    /// Height / width.
    let ratio: Double

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        let from = link.recalculation.resolved
        let ratioText = ExplanationWords.number(ratio)
        let kept = RatioChoice(ratio: ratio, range: from, grid: explainer.grid).kept
        var says: String
        if let kept, range == SizeRange(exactly: kept.size), kept.heightFromWidth,
            range.max.width == from.max.width
        {
            says =
                "\(parent) fixes the height from the width: ratio \(ratioText) × its max width "
                + "\(ExplanationWords.number(from.max.width)) = \(ExplanationWords.number(kept.exact)), "
                + "floored to the pixel grid: \(ExplanationWords.number(range.max.height))."
        } else if let kept, range == SizeRange(exactly: kept.size), !kept.heightFromWidth,
            range.max.height == from.max.height
        {
            says =
                "\(parent) fixes the width from the height: its max height \(ExplanationWords.number(from.max.height)) "
                + "÷ ratio \(ratioText) = \(ExplanationWords.number(kept.exact)), floored to the pixel grid: "
                + "\(ExplanationWords.number(range.max.width))."
        } else if kept == nil {
            says =
                "Neither side of \(parent)'s range is bounded, so its ratio \(ratioText) fixes nothing."
        } else {
            says =
                "\(parent) keeps the size of ratio \(ratioText) (height ÷ width) nearest to it within its range."
        }
        says += " It hands \(child) \(ExplanationWords.range(range))."
        return (.ratioRange, says, [.ratio: ratio])
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        OverlayWording.childSize(of: node, .ratioSize)
    }
}
