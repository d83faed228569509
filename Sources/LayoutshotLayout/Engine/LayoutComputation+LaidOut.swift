@_spi(Locking) import LayoutshotCore

/// The finished layout's tree as the arena holds it, in paint order: one reading for
/// `LaidOutElement`'s children, its children's visit and its breadth-first walk. Methods of the
/// pass, reading the arena's arrays in place: a method of the arrays would copy all of them
/// (a dozen reference counts) for each element read.
extension LayoutComputation {
    /// How many children node `index` has in the finished layout: none when a stack sized it
    /// without laying it out, the subtree it was last built as when it is deferred, else its own.
    func laidOutChildCount(_ index: Int) -> Int {
        if arena.unmeasured[index] { return 0 }
        if arena.expansions[index] != nil { return 1 }
        return arena.childRanges[index].count
    }

    /// Child `position` of node `index` in the finished layout, in paint order: its arena index
    /// and its origin in the node (a deferred node's subtree sits at zero).
    func laidOutChild(_ position: Int, of index: Int) -> (index: Int, origin: Point) {
        if let expansion = arena.expansions[index] { return (expansion, .zero) }
        let children = arena.childRanges[index]
        // Texture's background spec lists the background (element index 1) first: it is painted
        // below. (The kind is read for two children only: reading it copies its payload.)
        let elementIndex = KindDeclaration.paintOrder(
            position, among: children.count,
            paintsSecondChildFirst: arena.traits[index].paintsSecondChildFirst)
        let child = children.lowerBound + elementIndex
        return (child, arena.origins[child])
    }

    /// Whether node `index` is in the finished layout: nodes added for a range that a deferred
    /// node was not last built for are not, nor those under a node that a stack sized without
    /// laying it out. Found by one walk of the finished tree, on the first question.
    func isLaidOut(_ index: Int) -> Bool {
        guard index >= 0, index < arena.nodes.count else { return false }
        return laidOutNodes.withLock { found in
            if found == nil {
                var nodes = [Bool](repeating: false, count: arena.nodes.count)
                visitBreadthFirst(from: 0, at: .zero) { number, _, _, _ in nodes[number] = true }
                found = nodes
            }
            return found?[index] ?? false
        }
    }

    /// `LaidOutElement.visitChildren` of node `index`.
    func visitChildren(
        of index: Int, _ body: (_ number: Int, _ source: AnyObject?, _ frame: Rect) -> Void
    ) {
        for position in 0..<laidOutChildCount(index) {
            let child = laidOutChild(position, of: index)
            body(
                child.index, arena.nodes[child.index].sourceObject,
                Rect(origin: child.origin, size: arena.sizes[child.index]))
        }
    }

    /// `LaidOutElement.visitBreadthFirst` from node `index` at `origin`.
    func visitBreadthFirst(
        from index: Int, at origin: Point,
        _ body: (_ number: Int, _ source: AnyObject?, _ frame: Rect, _ childCount: Int) -> Void
    ) {
        var queue: [(index: Int, origin: Point)] = [(index, origin)]
        queue.reserveCapacity(arena.nodes.count)
        var next = 0
        while next < queue.count {
            let current = queue[next].index
            let childCount = laidOutChildCount(current)
            for position in 0..<childCount { queue.append(laidOutChild(position, of: current)) }
            body(
                current, arena.nodes[current].sourceObject,
                Rect(origin: queue[next].origin, size: arena.sizes[current]),
                childCount)
            next += 1
        }
    }
}
