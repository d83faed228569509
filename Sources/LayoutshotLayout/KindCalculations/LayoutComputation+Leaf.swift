import LayoutshotCore

extension LayoutComputation {
    /// `ASDisplayNode`: `calculateSizeThatFits:` returns the constrained max when both axes are
    /// valid sizes (finite, below 1e7), else zero; then the range clamps it. So a box in an
    /// unbounded range falls to its minimum on *both* axes (`ASDisplayNode.mm`).
    func calculateDisplayNode(_ range: SizeRange) -> Size {
        let max = range.max
        let fits = PixelGrid.isValidForSize(max.width) && PixelGrid.isValidForSize(max.height)
        return range.clamp(fits ? max : .zero)
    }

    /// `ASTextNode`: the measured text size, clamped to the range. The text's baselines become
    /// the node's ascender and descender, for baseline alignment in stacks.
    func calculateText(_ index: Int, _ text: TextContent, _ range: SizeRange) -> Size {
        guard let measurer = environment.textMeasurer else { return range.clamp(.zero) }
        let metrics = measurer.measure(text, fitting: range.max)
        arena.ascenders[index] = metrics.ascender
        arena.descenders[index] = metrics.descender
        return range.clamp(metrics.size)
    }

    /// `ASImageNode`: the image's size in points, clamped; without an image it is a plain
    /// display node (`-[ASImageNode calculateSizeThatFits:]`).
    func calculateImage(_ image: ImageContent, _ range: SizeRange) -> Size {
        guard let size = environment.imageSizer?.intrinsicSize(of: image, scale: environment.scale) else {
            return calculateDisplayNode(range)
        }
        return range.clamp(size)
    }
}
