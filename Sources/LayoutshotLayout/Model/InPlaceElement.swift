/// An element that lives in a front end's own object (the `AsyncDisplayKit` module's specs and
/// nodes) and that the engine reads where it is: its kind, style and children are asked for as
/// the pass adds it, and no `LayoutNode` is made for it. Converting a Texture cell's specs into
/// nodes on every measurement cost most of what laying them out did.
///
/// `package`: only this package's front ends read their objects in place; an app describes a
/// layout with the DSL, a fixture or Texture's API, and its objects never show these hooks.
///
/// A deferred element's content may be an in-place element (`DeferredLayout.Content.inPlace`);
/// `laidOut(in:parentSize:environment:)` lays one out as the root of a pass; `LayoutNode(converting:)`
/// makes the node tree of one where a `LayoutNode` is needed. Results hand the element itself
/// back as the source of its frames (`LayoutSource`).
///
/// ```swift
/// final class Square: InPlaceElement {
///     var engineKind: LayoutNode.Kind { .box(BoxAppearance(color: .red)) }
///     var engineStyle: LayoutStyle { var style = LayoutStyle(); style.preferredSize = Size(40, 40); return style }
///     var engineID: String? { "square" }
///     func forEachEngineChild(isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void) {}
/// }
/// let layout = Square().laidOut(in: SizeRange(min: .zero, max: Size(100, 100)))
/// layout.frame.size == Size(40, 40)
/// ```
package protocol InPlaceElement: AnyObject {
    /// The element's kind with its own properties; its children come from `forEachEngineChild`.
    /// Read when the element is added to a pass and when it is calculated.
    var engineKind: LayoutNode.Kind { get }
    /// The element's style.
    var engineStyle: LayoutStyle { get }
    /// The element's name in output and messages, if it has one.
    var engineID: String? { get }
    /// Calls `body` with each child, in element order; not called for a leaf kind (box, text,
    /// image, spacer), which has none. `isAncestor` says whether an object already encloses this
    /// element in the pass: such a child would make the tree endless, so the element gives
    /// something else in its place (Texture's specs give an empty spacer and report it).
    func forEachEngineChild(isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void)
    /// Called instead of laying the element out when it is the content of a deferred element
    /// that it already encloses (a node whose spec contains that same spec): the front end
    /// reports it; the deferred element takes its minimum size.
    func noteEnclosesItself()
    /// Called as a pass from an in-place root whose result is read in place
    /// (`laidOut(in:parentSize:environment:)`, `laidOutAndResolved`) adds the element: `place`
    /// is where the result has it, if its finished layout keeps it (`LaidOutElement.element(at:)`).
    /// A pass that adds an element again, in a subtree built anew for another range, tells it
    /// again: its last place in that pass is the one the finished layout can have. Other passes
    /// (a tree's, a resolved layout's) tell no places. A front end that finds its objects'
    /// layouts this way needs no walk of the result.
    func engineAdded(at place: LaidOutElement.Place)
}

extension InPlaceElement {
    package func noteEnclosesItself() {}
    package func engineAdded(at place: LaidOutElement.Place) {}

    /// Lays this element out as the root of a pass and returns the root of the result to read
    /// in place; see `LayoutNode.laidOut(in:parentSize:environment:)`. The result keeps the
    /// pass's elements alive but for this one (its `source` is nil): a root that keeps its own
    /// layout would keep itself.
    package func laidOut(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> LaidOutElement {
        releasingRoot(
            pass(in: range, parentSize: parentSize, environment: environment, readInPlace: true))
    }

    /// Lays this element out as the root of a pass and returns the frames with the tree as it
    /// was laid out; see `LayoutNode.resolvedLayout(in:parentSize:environment:)`.
    package func resolvedLayout(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> ResolvedLayout {
        let computation = pass(
            in: range, parentSize: parentSize, environment: environment, readInPlace: false)
        return ResolvedLayout(
            layout: computation.makeLayout(0, origin: .zero), tree: computation.makeTree(0))
    }

    /// Lays this element out as the root of a pass and returns the result both ways, from the
    /// one pass: the root to read in place, as `laidOut(in:parentSize:environment:)` gives it,
    /// and the frames with the tree, as `resolvedLayout(in:parentSize:environment:)` gives them
    /// (for a front end that draws a layout and also hands out its own layout objects).
    ///
    /// ```swift
    /// let (root, resolved) = square.laidOutAndResolved(in: SizeRange(min: .zero, max: Size(100, 100)))
    /// root.frame == resolved.layout.frame
    /// ```
    package func laidOutAndResolved(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    )
        -> (root: LaidOutElement, resolved: ResolvedLayout)
    {
        let computation = pass(
            in: range, parentSize: parentSize, environment: environment, readInPlace: true)
        let resolved = ResolvedLayout(
            layout: computation.makeLayout(0, origin: .zero), tree: computation.makeTree(0))
        return (releasingRoot(computation), resolved)
    }

    private func pass(
        in range: SizeRange, parentSize: ParentSize?, environment: LayoutEnvironment,
        readInPlace: Bool
    ) -> LayoutComputation {
        let computation = LayoutComputation(
            root: self, environment: environment, readInPlace: readInPlace)
        computation.layOutRoot(in: range, parent: parentSize ?? ParentSize(validating: range.max))
        return computation
    }

    /// The root of a finished pass over this element, the pass no longer holding the element.
    private func releasingRoot(_ computation: LayoutComputation) -> LaidOutElement {
        // The root read from a node instead, of a kind with the same paint order (the one fact
        // of its kind read after the pass) and nothing of the element in it: a node's own kind
        // refers to the node.
        let kind: LayoutNode.Kind = engineKind.paintsSecondChildFirst ? .background : .wrapper
        computation.arena.nodes[0] = .tree(siblings: [LayoutNode(kind)], position: 0)
        return LaidOutElement(computation, 0, origin: .zero)
    }
}

extension LayoutNode {
    /// The node tree of an in-place element, for code that needs a `LayoutNode` (a renderer's
    /// scene): its kind, style, name and source, and its children's trees. Deferred elements
    /// stay deferred: their content is built when the tree is laid out.
    package init(converting element: any InPlaceElement) {
        var path: [ObjectIdentifier] = []
        self = Self.converted(element, path: &path)
    }

    private static func converted(_ element: any InPlaceElement, path: inout [ObjectIdentifier])
        -> LayoutNode
    {
        var node = LayoutNode(element.engineKind, id: element.engineID, style: element.engineStyle)
        node.source = LayoutSource(element)
        path.append(ObjectIdentifier(element))
        var children: [LayoutNode] = []
        let enclosing = path
        // As a pass reads it: a leaf kind is not asked for children.
        if !node.kind.readDeclaration({ $0.isLeaf }) {
            element.forEachEngineChild(isAncestor: { enclosing.contains(ObjectIdentifier($0)) }) {
                child in
                children.append(converted(child, path: &path))
            }
        }
        path.removeLast()
        node.children = children
        return node
    }
}
