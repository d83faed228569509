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
            let childSize = measure(
                child, in: style.resolvedRange(parent: parent, auto: autoRange), parent: parent)
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

/// How explanations word an absolute spec: each child's own size against the room its
/// `layoutPosition` leaves, the spec's extent, and each child at its position.
struct AbsoluteWording: KindWording {
    let sizing: AbsoluteSizing

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        let position = explainer.arena.nodes[link.child].style.layoutPosition
        let max = ExplanationWords.size(link.recalculation.resolved.max)
        return (
            .absoluteRange,
            "\(parent) resolves \(child)'s own size against its max \(max), the room its layoutPosition "
                + "\(ExplanationWords.point(position)) leaves being the automatic max: \(ExplanationWords.range(range)).",
            [.x: position.x, .y: position.y]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let how =
            sizing == .sizeToFit
            ? "its children's extent (sizeToFit)"
            : "its range's max where it is bounded and its children's extent where it is not"
        return (
            .absoluteSize, "\(node.node) takes \(how), at least its range's min: \(node.words)."
        )
    }

    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        return (
            .absolutePosition,
            "\(parent) puts \(child) at its layoutPosition, \(ExplanationWords.point(link.origin))."
        )
    }
}
