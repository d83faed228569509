import LayoutshotCore

extension LayoutComputation {
    /// `ASAbsoluteLayoutSpec`. Each child is resolved against the spec's finite max size, with an
    /// automatic max of what is left after its `layoutPosition`, and placed at that position.
    /// With `default` sizing the spec takes its range's finite max; on an unbounded axis, or
    /// always with `sizeToFit`, it takes its children's extent (at least the range's min).
    func calculateAbsolute(_ index: Int, _ sizing: AbsoluteSizing, _ range: SizeRange) -> Size {
        let parent = ParentSize(validating: range.max)
        var extent = range.min
        for child in arena.childRanges[index] {
            let style = arena.nodes[child].style
            let position = style.layoutPosition
            let autoRange = SizeRange(
                min: .zero, max: Size(range.max.width - position.x, range.max.height - position.y))
            let childSize = measure(child, in: style.resolvedRange(parent: parent, auto: autoRange), parent: parent)
            arena.origins[child] = position
            extent.width = Swift.max(extent.width, position.x + childSize.width)
            extent.height = Swift.max(extent.height, position.y + childSize.height)
        }
        let toFit = sizing == .sizeToFit
        let size = Size(
            toFit ? extent.width : parent.width ?? extent.width,
            toFit ? extent.height : parent.height ?? extent.height)
        return range.clamp(size)
    }
}
