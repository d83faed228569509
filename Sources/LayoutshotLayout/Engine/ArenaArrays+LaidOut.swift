import LayoutshotCore

/// The finished layout's tree as the arena holds it, in paint order: one reading for
/// `LaidOutElement`'s children and its breadth-first walk.
extension ArenaArrays {
    /// How many children node `index` has in the finished layout: none when a stack sized it
    /// without laying it out, the subtree it was last built as when it is deferred, else its own.
    func laidOutChildCount(_ index: Int) -> Int {
        if unmeasured[index] { return 0 }
        if expansions[index] != nil { return 1 }
        return childRanges[index].count
    }

    /// Child `position` of node `index` in the finished layout, in paint order: its arena index
    /// and its origin in the node (a deferred node's subtree sits at zero).
    func laidOutChild(_ position: Int, of index: Int) -> (index: Int, origin: Point) {
        if let expansion = expansions[index] { return (expansion, .zero) }
        let children = childRanges[index]
        // Texture's background spec lists the background (element index 1) first: it is painted
        // below. (The count first: reading the kind copies its payload.)
        var elementIndex = position
        if children.count == 2, nodes[index].declaration.paintsSecondChildFirst { elementIndex = 1 - position }
        let child = children.lowerBound + elementIndex
        return (child, origins[child])
    }
}
