import LayoutshotCore

/// The node's own size: what its kind computes in its resolved range, then the pixel grid.
extension Explainer {
    /// The explained node's size, from its calculation run again, and the grid's rounding.
    @_optimize(none) mutating func ownSize(
        _ index: Int, path: String, _ recalculation: LayoutComputation.Recalculation
    ) {
        let node = name(path)
        let range = recalculation.resolved
        let final = arena.sizes[index]
        guard let size = recalculation.unsnapped else {
            // A deferred node: its content is not built again.
            let content =
                arena.expansions[index].map { _ in "the size of the content it built for its range"
                }
                ?? "the size its content returned, clamped to its range"
            add(
                node, .deferredSize, "\(node) is \(content): \(ExplanationWords.size(final)).",
                size: final)
            return
        }
        let first = arena.childRanges[index].first.map {
            (index: $0, name: name(path + computation.pathComponent(of: $0, in: index)))
        }
        let sized = Sized(
            node: node, range: range, size: size, first: first, recalculation: recalculation)
        let (rule, says) = arena.nodes[index].kind.wording.size(of: sized, by: self)
        let snapped = grid.layoutSize(size)
        // A rounding no number shows (a third of a point at scale 3, ceiled by a billionth) is
        // not a step: the size step gives the stored size.
        let visible = ExplanationWords.size(snapped) != ExplanationWords.size(size)
        add(
            node, rule, says, size: visible ? size : snapped,
            values: textNumbers(index, range: range))
        guard visible else { return }
        let why =
            PixelGrid.isValidForSize(size.width) && PixelGrid.isValidForSize(size.height)
            ? "ceiled to the pixel grid at scale \(ExplanationWords.number(grid.scale)), as ASLayout stores sizes"
            : "not a valid size (infinite, negative or at least 1e7 on an axis), which ASLayout stores as 0 × 0"
        add(
            node, .pixelGridSize,
            "\(node)'s \(ExplanationWords.size(size)) is \(why): \(ExplanationWords.size(snapped)).",
            size: snapped)
    }

    /// A text's line count, and whether it is truncated: what a failure compares when a text
    /// grows a line. Empty for other kinds, and without a measurer that fits lines.
    private func textNumbers(_ index: Int, range: SizeRange) -> [ExplanationValue: Double] {
        guard case .text(let text) = arena.nodes[index].kind,
            let fit = computation.environment.textMeasurer?.lineFit(of: text, fitting: range.max)
        else { return [:] }
        return [.lines: Double(fit.lineCount), .truncated: fit.isTruncated ? 1 : 0]
    }
}
