import LayoutshotCore

extension LayoutComputation {
    /// Reads the final tree off the arena: every node's last size and the origin its parent
    /// last gave it. A node that a stack sized to zero without laying it out has no children.
    func makeLayout(_ index: Int, origin: Point) -> Layout {
        var children: [Layout] = []
        if !unmeasured[index] {
            children.reserveCapacity(childRanges[index].count)
            for child in childRanges[index] {
                children.append(makeLayout(child, origin: origins[child]))
            }
            // Texture's background spec lists the background first: it is painted below.
            if case .background = nodes[index].kind, children.count == 2 { children.swapAt(0, 1) }
        }
        return Layout(type: nodes[index].kind.typeName, id: nodes[index].id,
                      frame: Rect(origin: origin, size: sizes[index]), children: children)
    }
}
