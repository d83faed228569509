import LayoutshotCore

/// One element of a finished layout, read in place: for front ends that map the frames onto
/// their own objects without a `Layout` and a resolved tree in between. Its children are those
/// of `Layout` (paint order; a deferred node has the subtree it was last built as; a node a
/// stack sized without laying it out has none).
///
/// ```swift
/// func frames(_ element: LaidOutElement) -> [Rect] {
///     [element.frame] + (0 ..< element.childCount).flatMap { frames(element.child($0)) }
/// }
/// let all = frames(node.laidOut(in: SizeRange(exactly: Size(320, 100))))
/// ```
public struct LaidOutElement {
    /// The pass the element belongs to.
    let computation: LayoutComputation
    /// The element's arena index in `computation`.
    let index: Int
    /// The frame in the parent's coordinate space, as `Layout.frame`.
    public let frame: Rect

    init(_ computation: LayoutComputation, _ index: Int, origin: Point) {
        self.computation = computation
        self.index = index
        frame = Rect(origin: origin, size: computation.arena.sizes[index])
    }

    /// The object the element was made from (`LayoutNode.source`).
    public var source: LayoutSource? { computation.arena.nodes[index].source }

    /// The number of children.
    public var childCount: Int {
        if computation.arena.unmeasured[index] { return 0 }
        if computation.arena.expansions[index] != nil { return 1 }
        return computation.arena.childRanges[index].count
    }

    /// Child `position` (in `0 ..< childCount`), in paint order.
    public func child(_ position: Int) -> LaidOutElement {
        precondition(position >= 0 && position < childCount, "LaidOutElement.child: \(position) is not in 0..<\(childCount)")
        if let expansion = computation.arena.expansions[index] { return LaidOutElement(computation, expansion, origin: .zero) }
        let children = computation.arena.childRanges[index]
        // Texture's background spec lists the background (element index 1) first: it is painted below.
        var elementIndex = position
        // (The count first: reading the kind copies its payload.)
        if children.count == 2, computation.arena.nodes[index].declaration.paintsSecondChildFirst { elementIndex = 1 - position }
        let child = children.lowerBound + elementIndex
        return LaidOutElement(computation, child, origin: computation.arena.origins[child])
    }
}
