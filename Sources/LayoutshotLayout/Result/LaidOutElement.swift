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
        // Arena indices with their origins: a child's is in `arena.origins`, an expansion's is zero.
        var queue: [(index: Int, origin: Point)] = [(index, frame.origin)]
        queue.reserveCapacity(arena.nodes.count)
        var next = 0
        while next < queue.count {
            let current = queue[next].index
            let before = queue.count
            if !arena.unmeasured[current] {
                if let expansion = arena.expansions[current] {
                    queue.append((expansion, .zero))
                } else {
                    let children = arena.childRanges[current]
                    for child in children { queue.append((child, arena.origins[child])) }
                    // Texture's background spec lists the background (element index 1) first.
                    if children.count == 2, arena.nodes[current].declaration.paintsSecondChildFirst {
                        queue.swapAt(before, before + 1)
                    }
                }
            }
            body(arena.nodes[current].source, Rect(origin: queue[next].origin, size: arena.sizes[current]), queue.count - before)
            next += 1
        }
    }
}

