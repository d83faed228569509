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
    public var childCount: Int { computation.arena.laidOutChildCount(index) }

    /// Child `position` (in `0 ..< childCount`), in paint order.
    public func child(_ position: Int) -> LaidOutElement {
        precondition(position >= 0 && position < childCount, "LaidOutElement.child: \(position) is not in 0..<\(childCount)")
        let child = computation.arena.laidOutChild(position, of: index)
        return LaidOutElement(computation, child.index, origin: child.origin)
    }

    /// Visits this element and every one below it breadth first, so that each element's
    /// children come one after another, in paint order; `body` gets each one's source, frame
    /// (origin in its parent) and number of children. Reads the pass in place: a front end
    /// that copies the frames into its own arrays makes no `LaidOutElement` per element.
    ///
    /// ```swift
    /// var frames: [Rect] = []
    /// node.laidOut(in: SizeRange(exactly: Size(320, 100))).visitBreadthFirst { _, frame, _ in frames.append(frame) }
    /// ```
    public func visitBreadthFirst(_ body: (_ source: LayoutSource?, _ frame: Rect, _ childCount: Int) -> Void) {
        let arena = computation.arena
        var queue: [(index: Int, origin: Point)] = [(index, frame.origin)]
        queue.reserveCapacity(arena.nodes.count)
        var next = 0
        while next < queue.count {
            let current = queue[next].index
            let childCount = arena.laidOutChildCount(current)
            for position in 0 ..< childCount { queue.append(arena.laidOutChild(position, of: current)) }
            body(arena.nodes[current].source, Rect(origin: queue[next].origin, size: arena.sizes[current]), childCount)
            next += 1
        }
    }
}
