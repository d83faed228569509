import LayoutshotCore

/// What an explanation asks of a finished pass: a node's last calculation run again, this time
/// recorded, and the chain of nodes from the root to the one explained. Nothing here runs in an
/// ordinary layout; the pass itself is the same (a stack's record is a generic observer, see
/// `StackObserver`).
extension LayoutComputation {
    /// A node's last calculation, run again.
    struct Recalculation {
        /// The key the node was last measured under: the range and parent size handed down.
        let key: MeasureKey
        /// That range met with the node's own style: what the calculation ran in.
        let resolved: SizeRange
        /// What the calculation returned, before the pixel grid; `nil` for a deferred node,
        /// whose content is not built again (a new subtree would take the old one's place).
        let unsnapped: Size?
        /// A stack's stages.
        let stack: StackRecord?
    }

    /// Runs node `index`'s last calculation again, for its last key, and records it; `nil` for a
    /// node a stack sized without laying it out. The calculation measures the children in the
    /// same ranges in the same order, so every node below ends as it was; a subtree whose size
    /// came from `MeasureHistory` during the run is laid out again for its final range.
    func recalculate(_ index: Int) -> Recalculation? {
        guard let key = arena.lastKey[index], !arena.unmeasured[index] else { return nil }
        let range = resolvedRange(index, key)
        var record: StackRecord?
        let size: Size?
        if let options = arena.traits[index].stack {
            var observer = StackRecord()
            size = calculateStack(index, options, range, observing: &observer)
            record = observer
        } else if case .deferred = arena.nodes[index].kind {
            size = nil
        } else {
            size = calculateAgain(index, in: range, parent: key.parent)
        }
        if history.reusedAny { materialize(index) }
        return Recalculation(key: key, resolved: range, unsnapped: size, stack: record)
    }

    /// How child `child` of node `index` is named in a node path (`.child`, `.children[2]`), as
    /// `Layout.pathComponent(ofChild:)` names it: a deferred node's content is its one child.
    func pathComponent(of child: Int, in index: Int) -> String {
        let children = arena.nodes[index].kind.readDeclaration { $0.children }
        if arena.expansions[index] == child { return children.pathComponent(0) }
        return children.pathComponent(child - arena.childRanges[index].lowerBound)
    }
}

extension LayoutComputation {
    /// Every node's own steps, in one walk of this finished pass.
    func decisions() -> LayoutDecisions {
        var explainer = explainer().explainer
        return LayoutDecisions(nodes: explainer.explainTree())
    }

    /// This finished pass's frames in root coordinates, and an explainer that names their nodes
    /// as messages do.
    func explainer() -> (frames: [AbsoluteFrame], explainer: Explainer) {
        let frames = makeLayout(0, origin: .zero).absoluteFrames(scale: grid.scale)
        return (
            frames,
            Explainer(
                computation: self, names: NodeName.names(frames.map { ($0.id, $0.type, $0.path) }))
        )
    }
}
