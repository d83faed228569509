import Foundation
import LayoutshotCore
import LayoutshotLayout

/// What `super.calculateLayoutThatFits(_:)` gives an override of a spec subclass while the
/// engine runs that override (`CustomSpecLayout`): the layout of the spec's own class (a
/// stack's, an inset's), as Texture's superclass computes it. The spec is laid out as that
/// class in a pass of its own, in which each child stands in for itself and is measured by the
/// override's pass (`CustomSpecContext`), in the ranges the superclass gives it: the children
/// are measured as often as Texture measures them, and drawn where the override puts them.
final class SuperSpecLayout: InPlaceElement {
    private let spec: ASLayoutSpec
    private let context: CustomSpecContext

    /// The layout `spec`'s class computes in `range`, its children measured through `context`.
    static func layout(of spec: ASLayoutSpec, in range: ASSizeRange, context: CustomSpecContext)
        -> ASLayout
    {
        let root = TexturePass.layOutPart(SuperSpecLayout(spec: spec, context: context), in: range)
        var sublayouts: [ASLayout] = []
        root.visitChildren { _, source, frame in
            guard let child = source as? Child else { return }
            sublayouts.append(
                ASLayout(
                    layoutElement: child.element, size: CGSize(frame.size),
                    position: CGPoint(frame.origin), sublayouts: nil))
        }
        return ASLayout(layoutElement: spec, size: CGSize(root.frame.size), sublayouts: sublayouts)
    }

    private init(spec: ASLayoutSpec, context: CustomSpecContext) {
        self.spec = spec
        self.context = context
    }

    var engineKind: LayoutNode.Kind { spec.specKind }
    /// None: the override's pass resolved the spec's style into the range it was given.
    var engineStyle: LayoutStyle { LayoutStyle() }
    var engineID: String? { spec.debugName }

    /// The children of the spec's class; one that is not among the children the override's
    /// pass measures (`children`) is laid out here alone, as the engine reads it.
    func forEachEngineChild(isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void) {
        spec.forEachSpecChild { element, role in
            if let element, let index = context.index(of: element) {
                body(Child(element: element, index: index, context: context))
            } else {
                ASLayoutSpec.visitEngineElement(element, role: role, isAncestor: isAncestor, body)
            }
        }
    }

    /// A child of the spec, with its style, measured by the override's pass.
    private final class Child: InPlaceElement {
        let element: ASLayoutElement
        let engineStyle: LayoutStyle
        private let measured: @Sendable (SizeRange) -> DeferredLayout.Content

        init(element: ASLayoutElement, index: Int, context: CustomSpecContext) {
            self.element = element
            engineStyle = element.style.layoutStyle
            // The range comes resolved against the child's style and parent size: the override's
            // pass resolves it again against no parent, which leaves it as it is.
            measured = { range in .size(context.measure(index, in: range, parentSize: .undefined)) }
        }

        var engineKind: LayoutNode.Kind {
            .deferred(DeferredLayout(typeName: "", content: measured))
        }
        var engineID: String? { nil }

        func forEachEngineChild(
            isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
        ) {}
    }
}
