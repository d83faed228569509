import Foundation
import LayoutshotLayout

/// The base of every layout spec, as Texture's `ASLayoutSpec`. On its own it is a spacer: it
/// takes its minimum size and lays out nothing (`ASLayoutSpec().styled { $0.flexGrow = 1 }`).
/// Subclass it and override `calculateLayoutThatFits(_:)` for a spec of your own.
///
/// ```swift
/// final class DiagonalSpec: ASLayoutSpec {
///     override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
///         var sublayouts: [ASLayout] = []
///         var extent = CGSize.zero
///         for (index, child) in (children ?? []).enumerated() {
///             let layout = child.layoutThatFits(ASSizeRange(min: .zero, max: constrainedSize.max))
///             layout.position = CGPoint(x: CGFloat(index) * 10, y: CGFloat(index) * 10)
///             extent = CGSize(width: max(extent.width, layout.frame.maxX), height: max(extent.height, layout.frame.maxY))
///             sublayouts.append(layout)
///         }
///         return ASLayout(layoutElement: self, size: ASSizeRangeClamp(constrainedSize, extent), sublayouts: sublayouts)
///     }
/// }
/// ```
open class ASLayoutSpec: NSObject, ASLayoutElement, InPlaceElement {
    /// The spec's style, created on first use: a spec is a new object on every measurement of
    /// its node, and most keep the default style.
    public var style: ASLayoutElementStyle {
        if let createdStyle { return createdStyle }
        let style = ASLayoutElementStyle()
        createdStyle = style
        return style
    }

    @exclusivity(unchecked) private var createdStyle: ASLayoutElementStyle?
    // Unchecked exclusivity, under the package's one rule for it (`CheckedMutex`, LayoutshotCore).
    /// Kept for Texture code that reads it; specs stay mutable here.
    @exclusivity(unchecked) open var isMutable = true
    /// A name for messages.
    @exclusivity(unchecked) open var debugName: String?
    @exclusivity(unchecked) private var storedChildren = SpecChildren()

    public override init() {
        super.init()
    }

    /// The children. Never `nil` when read, so `children?.append(node)` works on a new spec.
    open var children: [ASLayoutElement]? {
        get { storedChildren.array }
        set { storedChildren.array = newValue ?? [] }
    }

    /// The first child. Setting it replaces the first child (`nil` removes it); the others
    /// stay, as in Texture.
    open var child: ASLayoutElement? {
        get { storedChildren.first }
        set { storedChildren.first = newValue }
    }

    /// Puts `child` at `index` of `children`, for specs with a fixed number of children
    /// (Texture's `ASLayoutSpec+Subclasses.h`); missing children before it are empty specs.
    ///
    /// ```swift
    /// final class BadgeSpec: ASLayoutSpec {
    ///     init(content: ASLayoutElement, badge: ASLayoutElement) {
    ///         super.init()
    ///         setChild(content, at: 0)
    ///         setChild(badge, at: 1)
    ///     }
    /// }
    /// ```
    public func setChild(_ child: ASLayoutElement, at index: Int) {
        guard index >= 0 else { return }
        var children = storedChildren.array
        while children.count <= index { children.append(ASLayoutSpec()) }
        children[index] = child
        storedChildren.array = children
    }

    /// The child at `index` of `children`, or `nil` past the end.
    public func child(at index: Int) -> ASLayoutElement? {
        storedChildren.element(at: index)
    }

    public var layoutElementType: ASLayoutElementType { .layoutSpec }

    /// Always true: a spec lays its children out.
    open func implementsLayoutMethod() -> Bool { true }

    open func sublayoutElements() -> [ASLayoutElement]? { storedChildren.array }

    open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        TexturePass.layout(self, in: constrainedSize, parentSize: nil)
    }

    open func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        TexturePass.layout(self, in: constrainedSize, parentSize: parentSize)
    }

    /// The layout within a resolved range. Override it for a spec of your own: lay the
    /// children out with `layoutThatFits`, set their `position`, and return
    /// `ASLayout(layoutElement: self, size:, sublayouts:)`; `super` gives the layout of the
    /// class you subclass (the base's is its minimum size, without sublayouts).
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        if let context = TexturePassContext.current.customSpec, context.runs(self) {
            return SuperSpecLayout.layout(of: self, in: constrainedSize, context: context)
        }
        return TexturePass.layoutTree(self, in: constrainedSize, parentSize: nil)
    }

    /// The engine kind of this spec class, without its children; the base is a spacer.
    var specKind: LayoutNode.Kind { .spacer }

    /// Calls `visit` with each child of this spec class in element order, and the role that
    /// names it in messages (`"the overlay of ASOverlayLayoutSpec"`); the base has none.
    func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {}

    /// `forEachSpecChild` of a spec with a list of children.
    func forEachListChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        storedChildren.forEach { index, child in
            visit(child) { "children[\(index)] of \(type(of: self))" }
        }
    }

    /// `forEachSpecChild` of a spec's one child, or its first of several.
    func visitSingleChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visit(child) { "the child of \(type(of: self))" }
    }

    // `InPlaceElement`: how the engine reads the spec. `package`, as the protocol is: these are
    // the engine's hooks, not Texture API, so app code never sees them.

    /// The spec's engine kind.
    package var engineKind: LayoutNode.Kind {
        guard overridesCalculateLayout else { return specKind }
        return .custom(
            CustomSpecLayout(
                spec: LayoutSource(self),
                elements: storedChildren.array.map { ObjectIdentifier($0) },
                typeName: String(describing: type(of: self))))
    }

    /// The spec's style as the engine reads it.
    package var engineStyle: LayoutStyle { createdStyle?.layoutStyle ?? Self.defaultStyle }

    /// The style of a spec whose style was never read: most specs'.
    private static let defaultStyle = LayoutStyle()
    /// The spec's `debugName`.
    package var engineID: String? { debugName }

    /// The spec's children, each a node or a spec of this module, or an empty spec and a problem
    /// in place of a missing, foreign or enclosing one.
    package func forEachEngineChild(
        isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
    ) {
        func visit(_ element: ASLayoutElement?, _ role: () -> String) {
            Self.visitEngineElement(element, role: role, isAncestor: isAncestor, body)
        }
        if overridesCalculateLayout { forEachListChild(visit) } else { forEachSpecChild(visit) }
    }

    /// Reports a spec that a node's `layoutSpecThatFits` returned inside itself.
    package func noteEnclosesItself() {
        LayoutProblems.note(
            "the layout spec \(type(of: self)) contains itself: a node's layoutSpecThatFits cannot return a spec that encloses that node"
        )
    }

    /// Calls `body` with `element` as the engine reads it: a node or a spec of this module. A
    /// missing or foreign element, or one that encloses its parent, becomes an empty spec and a
    /// problem naming `role`. Once per child of every spec of every pass: class patterns in a
    /// `switch`, not `as?` casts and a returned element, which took two reference counts more
    /// per child; asking for a protocol conformance costs far more than either.
    static func visitEngineElement(
        _ element: ASLayoutElement?, role: () -> String,
        isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
    ) {
        switch element {
        case let node as ASDisplayNode:
            if isAncestor(node) { return body(enclosingElement(node, role: role)) }
            body(node)
        case let spec as ASLayoutSpec:
            if isAncestor(spec) { return body(enclosingElement(spec, role: role)) }
            body(spec)
        case let element?:
            LayoutProblems.note(
                "\(role()) is a \(type(of: element)), which is not a node or a layout spec")
            body(ASLayoutSpec())
        case nil:
            LayoutProblems.note("\(role()) is nil: give the spec a child (Texture asserts here)")
            body(ASLayoutSpec())
        }
    }

    /// What the engine reads instead of `element`, which encloses its parent: an empty spec,
    /// and a problem naming `role`.
    private static func enclosingElement(_ element: AnyObject, role: () -> String) -> ASLayoutSpec {
        LayoutProblems.note(
            "\(role()) (\(type(of: element))) contains itself: a layout spec cannot include its own node or spec"
        )
        return ASLayoutSpec()
    }

    /// Whether this spec's class overrides `calculateLayoutThatFits(_:)` (`MethodOverrides`):
    /// then the engine runs it as written; this module's specs are the engine's own kinds.
    private var overridesCalculateLayout: Bool {
        MethodOverrides.overrides(.calculateLayoutThatFits, in: type(of: self))
    }
}

/// A spec that lays its children out at (0, 0), sized to the largest, as Texture's
/// `ASWrapperLayoutSpec`.
///
/// ```swift
/// ASWrapperLayoutSpec(layoutElements: [backgroundNode, iconNode])
/// ```
open class ASWrapperLayoutSpec: ASLayoutSpec {
    /// Wraps one element.
    public init(layoutElement: ASLayoutElement) {
        super.init()
        child = layoutElement
    }

    /// Wraps several elements.
    public init(layoutElements: [ASLayoutElement]) {
        super.init()
        children = layoutElements
    }

    /// Texture's class factory.
    open class func wrapper(with layoutElement: ASLayoutElement) -> ASWrapperLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: layoutElement)
    }

    /// Texture's class factory.
    open class func wrapper(with layoutElements: [ASLayoutElement]) -> ASWrapperLayoutSpec {
        ASWrapperLayoutSpec(layoutElements: layoutElements)
    }

    override var specKind: LayoutNode.Kind { .wrapper }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        forEachListChild(visit)
    }
}
