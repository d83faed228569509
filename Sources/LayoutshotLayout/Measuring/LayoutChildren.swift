import LayoutshotCore

/// The children of a `CustomLayout`, as it sees them while laying out: their styles, and a way
/// to measure each one (`-layoutThatFits:parentSize:`).
public struct LayoutChildren {
    let computation: LayoutComputation
    let arenaIndices: Range<Int>

    /// The number of children.
    public var count: Int { arenaIndices.count }

    /// `0 ..< count`.
    public var indices: Range<Int> { 0..<count }

    /// The style of child `index`.
    public func style(at index: Int) -> LayoutStyle {
        computation.arena.nodes[arenaIndices.lowerBound + index].style
    }

    /// The first-baseline ascender of child `index`, as last measured.
    public func ascender(at index: Int) -> Double {
        computation.arena.ascenders[arenaIndices.lowerBound + index]
    }

    /// Measures child `index` within `range` (intersected with the child's own style, resolved
    /// against `parentSize`) and returns its size, snapped to the pixel grid.
    public mutating func measure(
        _ index: Int, in range: SizeRange, parentSize: ParentSize = .undefined
    ) -> Size {
        precondition(
            indices.contains(index), "LayoutChildren.measure: index \(index) is not in 0..<\(count)"
        )
        return computation.measure(arenaIndices.lowerBound + index, in: range, parent: parentSize)
    }
}
