import LayoutshotCore

/// Every node's own steps in one walk of the finished tree: the range its parent hands it, its
/// style, its size, where its parent puts it and the grid's rounding of its origin. A node's
/// explanation is its chain's steps put together (`LayoutDecisions.explanation(of:)`); the
/// walk runs each node's calculation again once, where explaining every node alone runs its
/// whole chain's.
extension Explainer {
    /// The steps of every node of the finished layout, depth first (the order of
    /// `Layout.absoluteFrames(scale:)`); with a `target` path, of its chain's nodes only: what
    /// its explanation puts together.
    mutating func explainTree(towards target: String? = nil) -> [LayoutDecisions.Node] {
        var nodes: [LayoutDecisions.Node] = []
        let start = steps.count
        rootRange()
        visit(
            0, path: "root", origin: .zero, handedDown: Array(steps[start...]), towards: target,
            into: &nodes)
        return nodes
    }

    /// Node `index`'s steps after `handedDown` (what its parent handed it), then its children's.
    private mutating func visit(
        _ index: Int, path: String, origin: Point, handedDown: [ExplanationStep],
        towards target: String?,
        into nodes: inout [LayoutDecisions.Node]
    ) {
        let entry = nodes.count
        nodes.append(LayoutDecisions.Node(path: path, steps: handedDown))
        var start = steps.count
        guard let recalculation = computation.recalculate(index) else {
            unmeasured(index, path: path)
            nodes[entry].steps += steps[start...]
            return
        }
        style(index, path: path, recalculation)
        let ownRange = lastRange
        ownSize(index, path: path, recalculation)
        nodes[entry].steps += steps[start...]
        for place in 0..<computation.laidOutChildCount(index) {
            let child = computation.laidOutChild(place, of: index)
            let childPath = path + computation.pathComponent(of: child.index, in: index)
            if let target, target != childPath, !target.hasPrefix(childPath + ".") { continue }
            let link = Link(
                parent: index, parentPath: path, child: child.index, childPath: childPath,
                origin: child.origin,
                recalculation: recalculation)
            // Each child's hand-down starts from this node's own range, as its chain does.
            lastRange = ownRange
            start = steps.count
            handDown(link)
            let childOrigin = origin + child.origin
            let childEntry = nodes.count
            visit(
                child.index, path: childPath, origin: childOrigin,
                handedDown: Array(steps[start...]),
                towards: target, into: &nodes)
            start = steps.count
            position(link)
            _ = gridOrigin(path: childPath, origin: childOrigin)
            nodes[childEntry].steps += steps[start...]
        }
    }
}
