import LayoutshotCore

extension LayoutComputation {
    /// A deferred element (`-[ASDisplayNode calculateLayoutThatFits:]`): builds its content for
    /// the resolved range. A subtree is laid out in that range with the range's max as its parent
    /// size (`[layoutSpec layoutThatFits:constrainedSize]`), appended to the arena and kept as
    /// the node's expansion; a size is clamped to the range.
    func calculateDeferred(_ index: Int, _ deferred: DeferredLayout, _ range: SizeRange) -> Size {
        switch deferred.content(range) {
        case .size(let size):
            arena.expansions[index] = nil
            return range.clamp(size)
        case .subtree(let root):
            return layOutExpansion(index, append(root), range)
        case .inPlace(let subtree):
            guard !arena.encloses(index, subtree.root) else {
                subtree.root.noteEnclosesItself()
                arena.expansions[index] = nil
                return range.min
            }
            return layOutExpansion(index, append(subtree.root, parent: index), range)
        }
    }

    /// Lays a deferred node's new subtree out in the node's range and keeps it as its expansion.
    private func layOutExpansion(_ index: Int, _ subtree: Int, _ range: SizeRange) -> Size {
        let size = measure(subtree, in: range, parent: ParentSize(validating: range.max))
        arena.expansions[index] = subtree
        return size
    }
}

/// How explanations word a deferred node: its content, built for its range, laid out in it at
/// its origin. (Its own size is worded by `Explainer.ownSize`: its content is not built again.)
struct DeferredWording: KindWording {
    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        return (
            .deferredRange,
            "\(parent) built its content \(child) for its range and lays it out in that range, "
                + "\(ExplanationWords.range(range)).",
            [:]
        )
    }

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        (.deferredSize, "\(node.node) is the size of its content: \(node.words).")
    }

    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        return (
            .originPosition,
            "\(parent)'s content \(child) sits at its origin, \(ExplanationWords.point(link.origin))."
        )
    }
}
