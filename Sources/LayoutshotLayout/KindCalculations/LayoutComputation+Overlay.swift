import LayoutshotCore

extension LayoutComputation {
    /// `ASOverlayLayoutSpec`: the child gets the spec's range; the overlay gets exactly the
    /// child's size (as range and as parent size); both at (0, 0); the spec is the child's size.
    func calculateOverlay(_ index: Int, _ range: SizeRange, _ parent: ParentSize) -> Size {
        let children = arena.childRanges[index]
        guard let child = children.first else { return .zero }
        let size = measure(child, in: range, parent: parent)
        arena.origins[child] = .zero
        if children.count > 1 {
            let overlay = children[children.startIndex + 1]
            _ = measure(overlay, in: SizeRange(exactly: size), parent: ParentSize(size))
            arena.origins[overlay] = .zero
        }
        return size
    }
}

/// How explanations word an overlay or a background spec (`rule`, its hand-down's): its child
/// in its own range, the other element at exactly the child's size, the spec the child's size.
struct OverlayWording: KindWording {
    /// `.overlayRange` or `.backgroundRange`.
    let rule: ExplanationRule

    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        let words = ExplanationWords.range(range)
        guard explainer.childIndex(link) != 0 else {
            return (rule, "\(parent) hands its child \(child) its own range, \(words).", [:])
        }
        let spec = explainer.computation.typeName(of: link.parent)
        return (
            rule, "\(parent) lays its \(spec) \(child) out at exactly its child's size: \(words).",
            [:]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        Self.childSize(of: node, .overlaySize)
    }

    /// A spec that takes its child's size (`rule` when it has a child).
    @_optimize(none) static func childSize(of node: Explainer.Sized, _ rule: ExplanationRule) -> (
        ExplanationRule, String
    ) {
        guard let first = node.first else {
            return (.overlaySize, "\(node.node) has no child: \(node.words).")
        }
        return (rule, "\(node.node) takes its child \(first.name)'s size, \(node.words).")
    }
}
