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

    /// `source`'s object, without wrapping it.
    public var sourceObject: AnyObject? { computation.arena.nodes[index].sourceObject }

    /// The element's number in its pass: `element(numbered:)` finds it again, for a front end
    /// that remembers elements without holding the pass.
    public var number: Int { index }

    /// Where an element is in a pass whose result is read in place: the pass's number, which no
    /// other pass of the process has, and the element's own (`number`). In-place elements are
    /// told theirs as they are added (`InPlaceElement.engineAdded(at:)`). `package`, as in-place
    /// elements are.
    package struct Place: Hashable, Sendable {
        /// The pass's number; 0 for no pass.
        package var pass: UInt64
        /// The element's number in the pass.
        package var number: Int

        /// A place; `Place()` is none.
        package init(pass: UInt64 = 0, number: Int = 0) {
            self.pass = pass
            self.number = number
        }
    }

    /// This element's place; its pass is 0 (none) when the pass's root was a tree, not an
    /// in-place element, as no element of such a pass is told its place.
    package var place: Place { Place(pass: computation.number, number: index) }

    /// The element at `place`, with the origin its parent gave it, when `place` is in this
    /// element's pass and the finished layout has it; `nil` otherwise (an element added for a
    /// range that its deferred parent was not last built for, or under one that a stack sized
    /// without laying it out).
    ///
    /// ```swift
    /// final class Badge: InPlaceElement {
    ///     var place = LaidOutElement.Place()
    ///     func engineAdded(at place: LaidOutElement.Place) { self.place = place }
    ///     // engineKind, engineStyle, engineID, forEachEngineChild …
    /// }
    /// let root = card.laidOut(in: range)
    /// let frame = root.element(at: badge.place)?.frame
    /// ```
    package func element(at place: Place) -> LaidOutElement? {
        guard place.pass != 0, place.pass == computation.number, computation.isLaidOut(place.number)
        else { return nil }
        return element(numbered: place.number)
    }

    /// Element `number` of this element's pass (a `number` read from one of them), with the
    /// origin its parent gave it.
    public func element(numbered number: Int) -> LaidOutElement {
        precondition(
            number >= 0 && number < computation.arena.nodes.count,
            "LaidOutElement.element(numbered:): \(number) is not an element of this pass")
        if number == index { return self }
        return LaidOutElement(computation, number, origin: computation.arena.origins[number])
    }

    /// The number of children.
    public var childCount: Int { computation.laidOutChildCount(index) }

    /// Child `position` (in `0 ..< childCount`), in paint order.
    public func child(_ position: Int) -> LaidOutElement {
        precondition(
            position >= 0 && position < childCount,
            "LaidOutElement.child: \(position) is not in 0..<\(childCount)")
        let child = computation.laidOutChild(position, of: index)
        return LaidOutElement(computation, child.index, origin: child.origin)
    }

    /// Visits the element's children in paint order: `body` gets each one's `number`, source
    /// object and frame, as `child(_:)` gives them, without an element made for each.
    public func visitChildren(_ body: (_ number: Int, _ source: AnyObject?, _ frame: Rect) -> Void)
    {
        computation.visitChildren(of: index, body)
    }

    /// Visits this element and every one below it breadth first, so that each element's
    /// children come one after another, in paint order; `body` gets each one's `number`, source
    /// object (`LayoutSource.object`), frame (origin in its parent) and number of children.
    /// Reads the pass in place: a front end that copies the frames into its own arrays makes no
    /// `LaidOutElement` per element.
    ///
    /// ```swift
    /// var frames: [Rect] = []
    /// node.laidOut(in: SizeRange(exactly: Size(320, 100))).visitBreadthFirst { _, _, frame, _ in frames.append(frame) }
    /// ```
    public func visitBreadthFirst(
        _ body: (_ number: Int, _ source: AnyObject?, _ frame: Rect, _ childCount: Int) -> Void
    ) {
        computation.visitBreadthFirst(from: index, at: frame.origin, body)
    }
}
