import LayoutshotCore

extension LayoutComputation {
    /// A user's `CustomLayout`: it measures children through `LayoutChildren` and returns its
    /// size and their positions; children it did not position stay at (0, 0).
    func calculateCustom(_ index: Int, _ spec: any CustomLayout, _ range: SizeRange, _ parent: ParentSize) -> Size {
        let children = arena.childRanges[index]
        var proxy = LayoutChildren(computation: self, arenaIndices: children)
        let result = spec.layout(&proxy, in: range, parentSize: parent)
        for (offset, child) in children.enumerated() {
            arena.origins[child] = offset < result.positions.count ? result.positions[offset] : .zero
        }
        return result.size
    }
}
