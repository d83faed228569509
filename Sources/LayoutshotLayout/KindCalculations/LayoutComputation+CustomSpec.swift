import LayoutshotCore

extension LayoutComputation {
    /// A user's `CustomLayout`: it measures children through `LayoutChildren` and returns its
    /// size and their positions; children it did not position stay at (0, 0).
    func calculateCustom(
        _ index: Int, _ spec: any CustomLayout, _ range: SizeRange, _ parent: ParentSize
    ) -> Size {
        let children = arena.childRanges[index]
        var proxy = LayoutChildren(computation: self, arenaIndices: children)
        let result = spec.layout(&proxy, in: range, parentSize: parent)
        for (offset, child) in children.enumerated() {
            arena.origins[child] =
                offset < result.positions.count ? result.positions[offset] : .zero
        }
        return result.size
    }
}

/// How explanations word a user's spec: whatever its own layout code decided.
struct CustomWording: KindWording {
    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        return (
            .customRange,
            "\(parent)'s own layout code measured \(child) in \(ExplanationWords.range(range)).",
            [:]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        (.customSize, "\(node.node)'s own layout code returned \(node.words).")
    }

    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        return (
            .customPosition,
            "\(parent)'s own layout code put \(child) at \(ExplanationWords.point(link.origin))."
        )
    }
}
