import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// A block that returns a node's layout spec, as Texture's `ASLayoutSpecBlock`.
public typealias ASLayoutSpecBlock = (ASDisplayNode, ASSizeRange) -> ASLayoutSpec

/// A node: Texture's `ASDisplayNode`, laid out by Layoutshot's engine and drawn as a box with its
/// background, border and corner radius. Subclass it and override `layoutSpecThatFits(_:)`
/// (or `calculateSizeThatFits(_:)`), as in Texture; nodes in a spec need no `addSubnode` here.
///
/// ```swift
/// final class ProfileNode: ASDisplayNode {
///     let avatarNode = ASImageNode()
///     let nameNode = ASTextNode()
///
///     override init() {
///         super.init()
///         automaticallyManagesSubnodes = true
///         avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
///     }
///
///     override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
///         ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
///                           children: [avatarNode, nameNode])
///     }
/// }
/// ```
open class ASDisplayNode: NSObject, ASLayoutElement, EngineElement {
    /// The node's style.
    public let style = ASLayoutElementStyle()

    /// A node; override it to set your subnodes up.
    public override init() {
        super.init()
    }

    // MARK: Layout

    // Stored properties opt out of dynamic exclusivity checks, as Objective-C properties have
    // none: converting a spec reads them for every element, and the checks took a quarter of
    // the conversion time.
    /// Builds the node's layout spec for a size range; used when `layoutSpecThatFits(_:)` is not overridden.
    @exclusivity(unchecked) open var layoutSpecBlock: ASLayoutSpecBlock?
    /// Kept for Texture code: every node in a spec is laid out and drawn here.
    @exclusivity(unchecked) open var automaticallyManagesSubnodes = false
    /// The size of the last layout.
    open var calculatedSize: CGSize { calculatedLayout?.size ?? .zero }
    /// The last layout computed for this node.
    @exclusivity(unchecked) open internal(set) var calculatedLayout: ASLayout?

    /// The node's layout spec for a size range: override it, as in Texture.
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if OverrideProbe.markIfProbing() { return ASLayoutSpec() }
        if let block = layoutSpecBlock { return block(self, constrainedSize) }
        return ASLayoutSpec()
    }

    /// The node's own size for a maximum size, when it has no layout spec: the maximum when it
    /// is a valid size, else zero (Texture's `ASDisplayNode`). Override it for a leaf that
    /// measures itself.
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        if OverrideProbe.markIfProbing() { return .zero }
        func valid(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 && value < 10_000_000 }
        return valid(constrainedSize.width) && valid(constrainedSize.height) ? constrainedSize : .zero
    }

    public var layoutElementType: ASLayoutElementType { .displayNode }

    open func sublayoutElements() -> [ASLayoutElement]? { nil }

    open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        LayoutPass.layout(self, in: constrainedSize, parentSize: nil)
    }

    open func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        LayoutPass.layout(self, in: constrainedSize, parentSize: parentSize)
    }

    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        LayoutPass.layoutTree(self, in: constrainedSize, parentSize: nil)
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func invalidateCalculatedLayout() { calculatedLayout = nil }
    open func setNeedsDisplay() {}
    /// Called after the node's subnodes are laid out (never here: nodes have no views on Linux).
    open func layout() {}
    open func layoutDidFinish() {}
    open func didLoad() {}
    open func didEnterVisibleState() {}
    open func didExitVisibleState() {}
    open func didEnterDisplayState() {}
    open func didExitDisplayState() {}
    open func didEnterPreloadState() {}
    open func didExitPreloadState() {}

    // MARK: Hierarchy

    /// The nodes added with `addSubnode`.
    @exclusivity(unchecked) open private(set) var subnodes: [ASDisplayNode]? = []
    /// The node this one was added to.
    open private(set) weak var supernode: ASDisplayNode?

    open func addSubnode(_ subnode: ASDisplayNode) {
        subnode.removeFromSupernode()
        subnodes?.append(subnode)
        subnode.supernode = self
    }

    open func insertSubnode(_ subnode: ASDisplayNode, at index: Int) {
        subnode.removeFromSupernode()
        let position = Swift.min(Swift.max(0, index), subnodes?.count ?? 0)
        subnodes?.insert(subnode, at: position)
        subnode.supernode = self
    }

    open func removeFromSupernode() {
        supernode?.subnodes?.removeAll { $0 === self }
        supernode = nil
    }

    // MARK: Appearance

    @exclusivity(unchecked) open var backgroundColor: UIColor?
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0
    @exclusivity(unchecked) open var borderColor: CGColor?
    @exclusivity(unchecked) open var clipsToBounds = false
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    @exclusivity(unchecked) open var isHidden = false
    @exclusivity(unchecked) open var isOpaque = true
    @exclusivity(unchecked) open var isLayerBacked = false
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    @exclusivity(unchecked) open var tintColor: UIColor?
    @exclusivity(unchecked) open var shadowColor: CGColor?
    @exclusivity(unchecked) open var shadowOpacity: CGFloat = 0
    @exclusivity(unchecked) open var shadowOffset: CGSize = .zero
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 0
    @exclusivity(unchecked) open var placeholderEnabled = false
    @exclusivity(unchecked) open var contentMode: UIView.ContentMode = .scaleToFill
    @exclusivity(unchecked) open var frame: CGRect = .zero
    @exclusivity(unchecked) open var bounds: CGRect = .zero
    @exclusivity(unchecked) open var accessibilityLabel: String?
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// The node's name in messages and diffs; else the property its owner keeps it in.
    @exclusivity(unchecked) open var debugName: String?
    /// The safe area; zero unless a test sets it.
    @exclusivity(unchecked) open var safeAreaInsets: UIEdgeInsets = .zero

    /// How the node paints itself: its background, border and corners, faded by `alpha`.
    var appearance: BoxAppearance {
        if isHidden { return BoxAppearance() }
        func faded(_ color: Color?) -> Color? {
            guard var color else { return nil }
            let opacity = Swift.min(1, Swift.max(0, finite(alpha)))
            color.alpha = UInt8((Double(color.alpha) * opacity).rounded())
            return color
        }
        return BoxAppearance(color: faded(backgroundColor?.engineColor) ?? .clear,
                             borderColor: faded(borderColor?.engineColor),
                             borderWidth: Swift.max(0, finite(borderWidth)),
                             cornerRadius: Swift.max(0, finite(cornerRadius)))
    }

    // MARK: Engine

    /// The engine kind of a node without a spec of its own: a box (a text, an image, … in subclasses).
    func leafKind(_ builder: TreeBuilder) -> LayoutNode.Kind {
        .box(appearance)
    }

    /// What the node's class overrides, and its name; probed on the node's first conversion.
    private var classFacts: NodeClassFacts {
        if let probedClassFacts { return probedClassFacts }
        let facts = NodeClassFacts(of: self)
        probedClassFacts = facts
        return facts
    }

    @exclusivity(unchecked) private var probedClassFacts: NodeClassFacts?

    /// The name of the node's class, as layout output shows it.
    var typeName: String { classFacts.typeName }

    func makeLayoutNode(_ builder: TreeBuilder) -> LayoutNode {
        let facts = classFacts
        var node: LayoutNode
        if facts.ownSpec || layoutSpecBlock != nil {
            node = LayoutNode(.deferred(expandingSpec(builder)))
        } else if facts.ownSize {
            let source = LayoutSource(self)
            node = LayoutNode(.deferred(DeferredLayout(typeName: typeName, appearance: appearance) { range in
                guard let node = source.object as? ASDisplayNode else { return .size(range.min) }
                let size = node.calculateSizeThatFits(CGSize(range.max))
                guard size.width.isFinite, size.height.isFinite else {
                    LayoutProblems.note("\(node.typeName).calculateSizeThatFits returned \(size): return a finite size")
                    return .size(range.min)
                }
                return .size(size.engineSize)
            }))
        } else {
            node = LayoutNode(leafKind(builder))
        }
        node.id = builder.name(of: self)
        node.style = style.layoutStyle
        node.source = LayoutSource(self)
        return node
    }

    /// The deferred element that calls `layoutSpecThatFits(_:)` with each range the node is
    /// measured in and converts the spec, naming the node's subnodes after its properties.
    private func expandingSpec(_ builder: TreeBuilder) -> DeferredLayout {
        let source = LayoutSource(self)
        // Appended to, not added to an array literal: one allocation instead of two per node.
        var path = builder.ancestors
        path.append(ObjectIdentifier(self))
        let ancestors = path
        return DeferredLayout(typeName: typeName, appearance: appearance) { range in
            guard let node = source.object as? ASDisplayNode else { return .size(range.min) }
            let spec = node.layoutSpecThatFits(ASSizeRange(range))
            let inner = TreeBuilder(ancestors: ancestors)
            return .subtree(inner.node(for: spec, role: "the layout spec of \(node.typeName)"))
        }
    }
}
