import LayoutshotCore

extension LayoutComputation {
    /// `ASWrapperLayoutSpec` (ASLayoutSpec.mm): every child gets the spec's range and its max as
    /// parent size, all at (0, 0); the spec is as large as its range's min and its largest child
    /// (not clamped to max).
    func calculateWrapper(_ index: Int, _ range: SizeRange) -> Size {
        var size = range.min
        let parent = ParentSize(validating: range.max)
        for child in arena.childRanges[index] {
            let childSize = measure(child, in: range, parent: parent)
            arena.origins[child] = .zero
            size.width = Swift.max(size.width, childSize.width)
            size.height = Swift.max(size.height, childSize.height)
        }
        return size
    }
}

/// How explanations word a wrapper spec: every child in its range, the spec its largest.
struct WrapperWording: KindWording {
    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let parent = explainer.name(link.parentPath)
        return (
            .wrapperRange,
            "\(parent) hands every child its own range, \(ExplanationWords.range(range)).", [:]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        (
            .wrapperSize,
            "\(node.node) is as large as its largest child, at least its range's min: \(node.words)."
        )
    }
}
