import Foundation
@_spi(Locking) import LayoutshotCore
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
open class ASDisplayNode: NSObject, ASLayoutElement, InPlaceElement {
    /// The node's style.
    public let style = ASLayoutElementStyle()

    /// A node; override it to set your subnodes up.
    public override init() {
        super.init()
    }

    // MARK: Layout

    // Unchecked exclusivity, under the package's one rule for it (`CheckedMutex`, LayoutshotCore).
    /// Builds the node's layout spec for a size range; when set, it is called instead of
    /// `layoutSpecThatFits(_:)` and `calculateSizeThatFits(_:)`, as in Texture.
    @exclusivity(unchecked) open var layoutSpecBlock: ASLayoutSpecBlock? {
        didSet { layoutInputChanged() }
    }
    /// Kept for Texture code: every node in a spec is laid out and drawn here.
    @exclusivity(unchecked) open var automaticallyManagesSubnodes = false
    /// The size of the last layout.
    open var calculatedSize: CGSize {
        withLayoutState { state in state.pendingSize() ?? state.made?.size ?? .zero }
    }

    /// The last layout computed for this node. A subnode's is made when first read, from the
    /// frames of the last finished pass that laid it out and whose layout still lives (code run
    /// during a pass reads the one from before, as in Texture).
    open internal(set) var calculatedLayout: ASLayout? {
        get {
            withLayoutState { state in
                guard let pending = state.pending() else { return state.made }
                let layout = pending.frames.nodeLayout(at: pending.place)
                state.keep(layout)
                return layout
            }
        }
        set {
            withLayoutState { $0 = NodeLayoutState(made: newValue) }
        }
    }

    /// Where the node's last layout is (see `NodeLayoutState`), under the node's own lock, as
    /// Texture's nodes each have theirs: reading a layout can change the state (it takes a
    /// finished pass's place, or keeps the layout made), and code may read it on any thread.
    private let layoutState = CheckedMutex(NodeLayoutState())

    /// Runs `body` on the node's layout state under the node's lock.
    private func withLayoutState<Result>(_ body: (inout NodeLayoutState) -> Result) -> Result {
        layoutState.withState(body)
    }

    /// Sets the layout of a pass the node was the root of, laid out in `range`.
    func setRootLayout(_ layout: ASLayout, in range: ASSizeRange) {
        withLayoutState { $0 = NodeLayoutState(made: layout, rootRange: range) }
    }

    /// The node's layout spec for a size range: override it, as in Texture. Layout passes call
    /// it only when it is overridden and the node has no `layoutSpecBlock`; the base returns an
    /// empty spec (Texture asserts: `super` is not to be called).
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }

    /// The node's own size for a maximum size, when it has no layout spec: the maximum when it
    /// is a valid size, else zero (Texture's `ASDisplayNode`). Override it for a leaf that
    /// measures itself.
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        func valid(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 && value < 10_000_000 }
        return valid(constrainedSize.width) && valid(constrainedSize.height)
            ? constrainedSize : .zero
    }

    public var layoutElementType: ASLayoutElementType { .displayNode }

    open func sublayoutElements() -> [ASLayoutElement]? { nil }

    /// The node's layout in `constrainedSize`. As in Texture, asking again with the same range
    /// returns the same layout without running the spec, until a node in it changes:
    /// `setNeedsLayout()`, or a style, text, image or button content set.
    ///
    /// ```swift
    /// let height = cell.layoutThatFits(range).size.height   // lays the cell out
    /// cell.layoutThatFits(range)                            // the same layout, no pass
    /// ```
    open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        reusedOrNewLayout(in: constrainedSize, parentSize: nil)
    }

    open func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        reusedOrNewLayout(in: constrainedSize, parentSize: parentSize)
    }

    /// `layoutThatFits`: the layout of the last call when it was made for the same key, else a
    /// new pass. Inside one of Layoutshot's passes (a snapshot measuring rows, a custom spec)
    /// every call lays out anew, so that what a snapshot draws and finds never depends on the
    /// calls made before it.
    private func reusedOrNewLayout(in range: ASSizeRange, parentSize: CGSize?) -> ASLayout {
        let context = TexturePassContext.current
        guard context.problems == nil, context.customSpec == nil else {
            return TexturePass.layout(self, in: range, parentSize: parentSize)
        }
        let key = LayoutCacheKey(range: range, parentSize: parentSize, scale: UIScreen.currentScale)
        if let layout = withLayoutState({ $0.reusableLayout(for: key, node: self) }) {
            return layout
        }
        let layout = TexturePass.layout(self, in: range, parentSize: parentSize)
        withLayoutState { $0.noteReusable(layout, for: key) }
        return layout
    }

    /// Texture's layout version, as the stamp of the node's last change to what its layout depends
    /// on (a style, text, image or button content set, `setNeedsLayout()`): a layout is reused
    /// while no node in it changed after its pass (`ASLayout.changed(since:of:)`).
    @exclusivity(unchecked) var layoutChangedAt: UInt64 = 0

    /// Notes a change to what the node's layout depends on.
    func layoutInputChanged() { layoutChangedAt = LayoutStamp.next() }

    /// Whether the node or its style changed after `stamp`.
    func changed(since stamp: UInt64) -> Bool { layoutChangedAt > stamp || style.changedAt > stamp }

    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        TexturePass.layoutTree(self, in: constrainedSize, parentSize: nil)
    }

    /// Marks the node's layout (and its supernode's) for a new pass, as in Texture: the next
    /// `layoutIfNeeded()` lays it out again (see `ASDisplayNode+Transition.swift`).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays the node out again now, in the range of its last layout, when `setNeedsLayout()` asked
    /// for it; `calculatedLayout` is the new layout.
    open func layoutIfNeeded() { layOutAgainIfNeeded() }
    /// Discards the cached layout: `calculatedLayout` becomes `nil` until the next layout.
    open func invalidateCalculatedLayout() { calculatedLayout = nil }
    /// Texture redraws the node's contents on the next display pass. A no-op here: every snapshot
    /// draws from scratch.
    open func setNeedsDisplay() {}
    /// Called after the node's layout has been applied: its subnodes' `frame`s are set, its own
    /// was set before. A snapshot calls it on every node it draws, top-down, before drawing, as
    /// Texture does when the node's view is laid out; what it sets (`cornerRadius = bounds.height
    /// / 2`, a colour, a shadow) is drawn.
    ///
    /// ```swift
    /// override func layout() {
    ///     super.layout()
    ///     cornerRadius = bounds.height / 2   // a capsule
    /// }
    /// ```
    open func layout() {}
    /// Called right after `layout()`, as in Texture.
    open func layoutDidFinish() {}
    /// Called once, when the node's view and layer are made: when `view` or `layer` is first read,
    /// and for a snapshot before its first layout (every node the snapshot's node holds), as a
    /// device loads a node before showing it. Set what changes the picture here as in Texture
    /// (`view.backgroundColor`, `layer.cornerRadius`, …).
    open func didLoad() {}
    /// Called when the node comes on screen: once, when a snapshot first shows the node (after
    /// `didEnterDisplayState()`, before its layout is applied), as for a node in a window.
    open func didEnterVisibleState() {}
    /// Called by Texture when the node leaves the screen; never called here (a shown node stays).
    open func didExitVisibleState() {}
    /// Called when the node should render its contents: once, when a snapshot first shows the
    /// node (after `didEnterPreloadState()`).
    open func didEnterDisplayState() {}
    /// Called by Texture when the node moves away from the display range; never called here.
    open func didExitDisplayState() {}
    /// Called when the node should fetch its data: once, when a snapshot first shows the node
    /// (after `interfaceStateDidChange(_:from:)`).
    open func didEnterPreloadState() {}
    /// Called by Texture when the node leaves the preload range; never called here.
    open func didExitPreloadState() {}
    /// Called when the node's interface state changes: once, when a snapshot first shows the node,
    /// from `[]` to `.inHierarchy` (after `didEnterHierarchy()`).
    open func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState)
    {}
    /// Called before the node enters a window's hierarchy: once, when a snapshot first shows the
    /// node (after `didLoad()`).
    open func willEnterHierarchy() {}
    /// Called when the node enters a window's hierarchy: once, after `willEnterHierarchy()`.
    open func didEnterHierarchy() {}
    /// Called by Texture when the node leaves a window's hierarchy; never called here.
    open func didExitHierarchy() {}
    /// Called before the node's layout is calculated for `constrainedSize`: called here too, before
    /// each `layoutSpecThatFits(_:)` or `calculateSizeThatFits(_:)` of a layout pass.
    open func willCalculateLayout(_ constrainedSize: ASSizeRange) {}
    /// Called when a new calculated layout is applied to the node: by a snapshot, on every node it
    /// draws, before its subnodes' frames are set and `layout()` is called.
    open func calculatedLayoutDidChange() {}
    /// Called by Texture when the safe area changes; never called here (set `safeAreaInsets`).
    open func safeAreaInsetsDidChange() {}
    /// Called by Texture when the layout margins change; never called here.
    open func layoutMarginsDidChange() {}
    /// Called by Texture when the tint colour changes; never called here.
    open func tintColorDidChange() {}
    /// Called by Texture before the node draws its contents; never called here.
    open func displayWillStart() {}
    /// Called by Texture before the node draws, saying whether off the main thread; never called here.
    open func displayWillStartAsynchronously(_ asynchronously: Bool) {}
    /// Called by Texture after the node has drawn its contents; never called here.
    open func displayDidFinish() {}
    /// Called by Texture before a subnode draws; never called here.
    open func subnodeDisplayWillStart(_ subnode: ASDisplayNode) {}
    /// Called by Texture after a subnode has drawn; never called here.
    open func subnodeDisplayDidFinish(_ subnode: ASDisplayNode) {}
    /// Called by Texture when the node and its subnodes have drawn; never called here.
    open func hierarchyDisplayDidFinish() {}
    /// Texture frees the node's drawn contents. A no-op here: nothing is kept.
    open func clearContents() {}
    /// Texture frees the contents of the node and its subnodes. A no-op here.
    open func recursivelyClearContents() {}
    /// Texture draws the node and its subnodes at once. A no-op here: snapshots always draw in full.
    open func recursivelyEnsureDisplaySynchronously(_ synchronously: Bool) {}
    /// Texture redraws the node at `contentsScale`. A no-op here.
    open func setNeedsDisplay(atScale contentsScale: CGFloat) {}
    /// Texture redraws the node and its subnodes at `contentsScale`. A no-op here.
    open func recursivelySetNeedsDisplay(atScale contentsScale: CGFloat) {}
    /// Texture holds back drawing of the node and its subnodes. Sets `displaySuspended` on each here.
    open func recursivelySetDisplaySuspended(_ flag: Bool) {
        displaySuspended = flag
        for subnode in subnodes ?? [] { subnode.recursivelySetDisplaySuspended(flag) }
    }
    /// Whether the node takes focus as first responder: never here.
    open func canBecomeFirstResponder() -> Bool { false }
    /// Asks to become first responder: refused here (no window).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Whether the node can give up first responder: always.
    open func canResignFirstResponder() -> Bool { true }
    /// Gives up first responder: there is none here.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Whether the node is first responder: never here.
    open func isFirstResponder() -> Bool { false }

    // MARK: Hierarchy

    /// The nodes added with `addSubnode`.
    @exclusivity(unchecked) open private(set) var subnodes: [ASDisplayNode]? = []
    /// The node this one was added to.
    open private(set) weak var supernode: ASDisplayNode?

    /// Appends a node to `subnodes`, first removing it from its previous supernode. Not needed for
    /// layout or drawing here: the nodes in a spec are laid out and drawn without it.
    open func addSubnode(_ subnode: ASDisplayNode) {
        subnode.removeFromSupernode()
        subnodes?.append(subnode)
        subnode.supernode = self
    }

    /// Inserts a node into `subnodes` at `index` (clamped to the valid range), first removing it from
    /// its previous supernode.
    open func insertSubnode(_ subnode: ASDisplayNode, at index: Int) {
        subnode.removeFromSupernode()
        let position = Swift.min(Swift.max(0, index), subnodes?.count ?? 0)
        subnodes?.insert(subnode, at: position)
        subnode.supernode = self
    }

    /// Puts `replacementSubnode` where `subnode` was in `subnodes`, and removes `subnode`.
    open func replaceSubnode(
        _ subnode: ASDisplayNode, withSubnode replacementSubnode: ASDisplayNode
    ) {
        guard let index = subnodes?.firstIndex(where: { $0 === subnode }) else { return }
        subnode.removeFromSupernode()
        insertSubnode(replacementSubnode, at: index)
    }

    /// Removes the node from its supernode's `subnodes`.
    open func removeFromSupernode() {
        supernode?.subnodes?.removeAll { $0 === self }
        supernode = nil
    }

    // MARK: Appearance

    /// The fill behind the node's bounds; `nil` (the default) paints nothing. Faded by `alpha`.
    /// It is drawn behind a text node's text and an image node's image too, rounded by
    /// `cornerRadius`.
    @exclusivity(unchecked) open var backgroundColor: UIColor?
    /// The radius of the background's and border's corners, in points; 0 by default. With
    /// `clipsToBounds` (an image node's default, as in Texture) it also rounds what the node holds:
    /// its text, image and subnodes are clipped to the corners.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds, over the node's text, image and subnodes
    /// as Core Animation draws it, in points; 0 (no border) by default.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0
    /// The border's colour; `nil` draws no border. Faded by `alpha`.
    @exclusivity(unchecked) open var borderColor: CGColor?
    /// Whether the node's text, image and subnodes are clipped to its bounds and rounded corners,
    /// with its border drawn over them, as a layer with `masksToBounds` (`layer.masksToBounds`
    /// is this property); `false` by default, `true` for an image node (as in Texture).
    @exclusivity(unchecked) open var clipsToBounds = false
    /// The opacity, 0…1, 1 by default. It fades the node and its subnodes: a text or image node's
    /// background, border and content as one layer; a container's own box and each subnode, whose
    /// own `alpha` multiplies it (subnodes that overlap each other are faded one by one, not as a
    /// group as Core Animation does).
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Whether the node is hidden: neither it nor its subnodes are drawn, but it keeps its place
    /// and its size in the layout, as in Texture.
    @exclusivity(unchecked) open var isHidden = false
    /// Texture's hint that the node paints every pixel of its bounds. Stored only.
    @exclusivity(unchecked) open var isOpaque = true
    /// Whether Texture backs the node with a `CALayer` instead of a `UIView`. Stored only: nodes have
    /// neither here.
    @exclusivity(unchecked) open var isLayerBacked = false
    /// Whether the node takes touches. Stored only: there are no touches.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// The tint Texture passes to template images and controls. Stored only: not drawn.
    @exclusivity(unchecked) open var tintColor: UIColor?
    /// The shadow's colour; opaque black by default, as Core Animation's. A shadow is drawn when
    /// `shadowOpacity` is above 0: the node's rounded bounds (or `layer.shadowPath`) moved by
    /// `shadowOffset` and blurred by `shadowRadius`, behind the node, for a node with a
    /// background or a shadow path and without `clipsToBounds` (which clips the shadow away, as
    /// on a device).
    ///
    /// ```swift
    /// override func didLoad() {
    ///     super.didLoad()
    ///     shadowColor = UIColor.black.cgColor
    ///     shadowOpacity = 0.15
    ///     shadowOffset = CGSize(width: 0, height: 2)
    ///     shadowRadius = 8
    /// }
    /// ```
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor(
        srgbRed: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity, 0…1; 0 by default, which draws no shadow (see `shadowColor`).
    @exclusivity(unchecked) open var shadowOpacity: CGFloat = 0
    /// The shadow's offset, in points (y grows downwards); 3 pt up by default, as Core Animation's.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur, in points: the standard deviation of its Gaussian; 3 by default, as Core
    /// Animation's.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow (`layer.shadowPath`), in the node's coordinates; `nil`
    /// casts the node's rounded bounds.
    @exclusivity(unchecked) package var shadowPath: CGPath?
    /// The curve of the rounded corners (`layer.cornerCurve`): circular by default, or Apple's
    /// continuous curve.
    @exclusivity(unchecked) package var cornerCurve: CALayerCornerCurve = .circular
    /// Whether Texture shows a placeholder while the node renders asynchronously. Stored only: a
    /// snapshot is always drawn in full.
    @exclusivity(unchecked) open var placeholderEnabled = false
    /// How the node's contents fill its bounds; `ASImageNode` reads it (its default is
    /// `.scaleAspectFill`), other nodes store it.
    @exclusivity(unchecked) open var contentMode: UIView.ContentMode = .scaleToFill
    /// The node's frame in its supernode (in the nearest node's coordinates, through specs), set
    /// when a snapshot applies its layout, before the supernode's `layout()`; setting it sets the
    /// size of `bounds`. An override sees each frame set, as in Texture:
    ///
    /// ```swift
    /// override var frame: CGRect {
    ///     didSet { cornerRadius = frame.width / 2 }   // a round dot
    /// }
    /// ```
    @exclusivity(unchecked) open var frame: CGRect = .zero {
        didSet { bounds.size = frame.size }
    }
    /// The node's bounds: its size once a snapshot has applied its layout (see `frame`).
    @exclusivity(unchecked) open var bounds: CGRect = .zero
    /// The accessibility label. Stored only: snapshots do not include accessibility.
    @exclusivity(unchecked) open var accessibilityLabel: String?
    /// The accessibility identifier. Stored only: snapshots name nodes by `debugName` or property.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// The node's name in messages and diffs; else the property its owner keeps it in.
    @exclusivity(unchecked) open var debugName: String?
    /// The safe area; zero unless a test sets it.
    @exclusivity(unchecked) open var safeAreaInsets: UIEdgeInsets = .zero

    // MARK: Kept for Texture code
    // Properties a node's initializer sets in Texture apps, so that its code compiles as it is.
    // They do not change the layout or the picture here.

    /// Whether Texture draws the node off the main thread. Stored only: snapshots draw at once.
    @exclusivity(unchecked) open var displaysAsynchronously = true
    /// How Texture rounds the corners. Stored only: every type is drawn as a rounded box.
    @exclusivity(unchecked) open var cornerRoundingType: ASCornerRoundingType = .defaultSlowCALayer
    /// The corners `cornerRadius` rounds (all four by default); the others are drawn square.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// How far outside its bounds the node takes touches. Stored only.
    @exclusivity(unchecked) open var hitTestSlop: UIEdgeInsets = .zero
    /// How long Texture fades its placeholder out. Stored only.
    @exclusivity(unchecked) open var placeholderFadeDuration: TimeInterval = 0
    /// The view's layout margins. Stored only: specs use insets.
    @exclusivity(unchecked) open var layoutMargins = UIEdgeInsets(
        top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the margins include the safe area. Stored only.
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the margins pass on to subnodes. Stored only.
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false
    /// Whether a change of the safe area lays the node out again. Stored only.
    @exclusivity(unchecked) open var automaticallyRelayoutOnSafeAreaChanges = false
    /// Whether a change of the margins lays the node out again. Stored only.
    @exclusivity(unchecked) open var automaticallyRelayoutOnLayoutMarginsChanges = false
    /// Whether Texture animates a change of size. Stored only.
    @exclusivity(unchecked) open var shouldAnimateSizeChanges = true
    /// The layer's stacking order among its siblings. Stored only: nodes are drawn in spec order.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0
    /// The layer's anchor, in unit coordinates. Stored only.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's contents scale. Stored only: pictures use the snapshot's scale.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1
    /// The scale of a rasterized layer. Stored only.
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1
    /// How the layer's contents sit in its bounds, as a Core Animation gravity name. Stored only.
    @exclusivity(unchecked) open var contentsGravity = "resize"
    /// Whether the layer redraws when its bounds change. Stored only.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    /// Whether the layer composites its sublayers as a group. Stored only.
    @exclusivity(unchecked) open var allowsGroupOpacity = true
    /// Whether the layer antialiases its edges. Stored only.
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false
    /// Texture's drawing priority among nodes. Stored only.
    @exclusivity(unchecked) open var drawingPriority = 0
    /// Whether Texture holds back drawing. Stored only.
    @exclusivity(unchecked) open var displaySuspended = false
    /// Whether the view takes touches alone. Stored only.
    @exclusivity(unchecked) open var isExclusiveTouch = false
    /// Whether the view follows the reading direction. Stored only: snapshots lay out left to right.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute =
        .unspecified
    /// How the view resizes with its superview. Stored only.
    @exclusivity(unchecked) open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews. Stored only.
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// Whether the node is an accessibility element. Stored only.
    @exclusivity(unchecked) open var isAccessibilityElement = false
    /// The accessibility traits. Stored only.
    @exclusivity(unchecked) open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The accessibility hint. Stored only.
    @exclusivity(unchecked) open var accessibilityHint: String?
    /// The accessibility value. Stored only.
    @exclusivity(unchecked) open var accessibilityValue: String?
    /// The accessibility language. Stored only.
    @exclusivity(unchecked) open var accessibilityLanguage: String?
    /// Whether the node's accessibility elements are hidden. Stored only.
    @exclusivity(unchecked) open var accessibilityElementsHidden = false
    /// Whether the node is modal for accessibility. Stored only.
    @exclusivity(unchecked) open var accessibilityViewIsModal = false
    /// Whether its accessibility children are read together. Stored only.
    @exclusivity(unchecked) open var shouldGroupAccessibilityChildren = false
    /// The accessibility frame, in screen coordinates. Stored only.
    @exclusivity(unchecked) open var accessibilityFrame: CGRect = .zero
    /// The accessibility activation point. Stored only.
    @exclusivity(unchecked) open var accessibilityActivationPoint: CGPoint = .zero
    /// How accessibility navigates the children. Stored only.
    @exclusivity(unchecked) open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle =
        .automatic

    /// Whether the node has made its view and layer (see `view`).
    open var isNodeLoaded: Bool { liveState?.isLoaded ?? false }

    // MARK: View and layer (ASDisplayNode+View.swift)

    /// The node's view, made with its layer on first access, which calls `didLoad` (once), as
    /// in Texture. Its properties are the node's own: `view.backgroundColor = .red` sets
    /// `backgroundColor` and is drawn (see `UIView` for what is drawn and what is kept).
    ///
    /// ```swift
    /// override func didLoad() {
    ///     super.didLoad()
    ///     view.backgroundColor = .white
    ///     view.isUserInteractionEnabled = false
    /// }
    /// ```
    open var view: UIView { loadIfNeeded().view ?? makeView() }
    /// The node's layer, made with its view on first access (see `view`). Its properties are the
    /// node's own: `layer.cornerRadius` is `cornerRadius`, `layer.masksToBounds` is
    /// `clipsToBounds` (see `CALayer` for what is drawn and what is kept).
    ///
    /// ```swift
    /// layer.cornerRadius = 8
    /// layer.masksToBounds = true
    /// ```
    open var layer: CALayer {
        let live = loadIfNeeded()
        return live.customLayer ?? live.layer ?? view.layer
    }
    /// The view (with its layer) the node loads with; a node with a view of its own kind (a
    /// table's) overrides it.
    func makeView() -> UIView {
        UIView(state: self)
    }
    /// The node's view and layer once loaded, its `onDidLoad` blocks until then, whether it needs
    /// a layout.
    @exclusivity(unchecked) var liveState: NodeLiveState?
    /// Where the node is in Texture's display life cycle: empty until a snapshot shows the node,
    /// then `.inHierarchy`, as for a node in a window.
    open var interfaceState: ASInterfaceState { liveState?.interfaceState ?? [] }
    /// Whether the node is on screen: once a snapshot has shown it.
    open var isVisible: Bool { interfaceState.contains(.visible) }
    /// Whether the node is preloading: once a snapshot has shown it.
    open var isInPreloadState: Bool { interfaceState.contains(.preload) }
    /// Whether the node is drawing: once a snapshot has shown it.
    open var isInDisplayState: Bool { interfaceState.contains(.display) }
    /// Which engine lays the node out: layout specs.
    open var layoutEngineType: ASLayoutEngineType { .layoutSpec }

    /// The range of the node's last layout: the range it was given when laid out itself, its
    /// exact size when a supernode's pass laid it out, `ASSizeRangeZero` before any layout.
    open var constrainedSizeForCalculatedLayout: ASSizeRange {
        withLayoutState { state in
            if let size = state.pendingSize() { return ASSizeRangeMake(size) }
            return state.rootRange ?? state.made.map { ASSizeRangeMake($0.size) } ?? ASSizeRangeZero
        }
    }

    /// How opaque the node is drawn under supernodes drawn at `inherited`: its `alpha` times
    /// theirs, 0 when it is hidden.
    func opacity(under inherited: Double) -> Double {
        isHidden ? 0 : inherited * Swift.min(1, Swift.max(0, finite(alpha)))
    }

    /// The node's box with its colours faded by `opacity`: its corners, as masked and curved, and
    /// its shadow.
    func appearance(opacity: Double) -> BoxAppearance {
        var box = BoxAppearance(
            color: Self.faded(backgroundColor?.engineColor, by: opacity) ?? .clear,
            borderColor: Self.faded(borderColor?.engineColor, by: opacity),
            borderWidth: Swift.max(0, finite(borderWidth)),
            cornerRadius: Swift.max(0, finite(cornerRadius)), clipsContent: clipsToBounds)
        box.maskedCorners = BoxCorners(
            rawValue: UInt8(truncatingIfNeeded: maskedCorners.rawValue) & 0xF)
        box.continuousCorners = cornerCurve == .continuous
        box.shadow = shadow(opacity: opacity)
        return box
    }

    /// The shadow the node casts at `opacity`, when its `shadowOpacity` and colour show one.
    private func shadow(opacity: Double) -> BoxShadow? {
        let strength = Swift.min(1, Swift.max(0, finite(shadowOpacity))) * opacity
        guard
            let color = Self.faded(
                (shadowColor ?? CGColor(gray: 0, alpha: 1)).engineColor, by: strength),
            color.alpha > 0
        else { return nil }
        return BoxShadow(
            color: color, offset: Point(finite(shadowOffset.width), finite(shadowOffset.height)),
            radius: Swift.max(0, finite(shadowRadius)), shape: shadowPath?.boxShadowShape)
    }

    /// What a text or image node paints behind its content (its border over it), unfaded (the
    /// content and it are faded together, as one layer); `nil` when it paints and clips nothing.
    var backdrop: BoxAppearance? {
        let box = appearance(opacity: 1)
        return box.paints || box.clipsContent ? box : nil
    }

    /// `color` with its alpha multiplied by `opacity`.
    static func faded(_ color: Color?, by opacity: Double) -> Color? {
        guard var color else { return nil }
        color.alpha = UInt8((Double(color.alpha) * opacity).rounded())
        return color
    }

    // MARK: Engine

    /// The node as the engine reads it: deferred when it lays itself out (its spec or its size
    /// is asked for with each range it is measured in), else its leaf kind, drawn at `opacity`;
    /// with `nil`, for layout alone: what only drawing reads (colours, backdrops) is left out,
    /// since the engine reads every element on every measurement of its owner.
    func kind(opacity: Double?) -> LayoutNode.Kind {
        if laysItselfOut {
            return .deferred(
                DeferredLayout(
                    typeName: typeName, appearance: opacity.map(appearance(opacity:)),
                    content: expansion))
        }
        return leafKind(opacity: opacity)
    }

    /// The engine kind of a node without a spec or a size of its own, drawn at `opacity` (see
    /// `kind(opacity:)`): a box (a text, an image, … in subclasses).
    func leafKind(opacity: Double?) -> LayoutNode.Kind {
        .box(opacity.map(appearance(opacity:)) ?? BoxAppearance())
    }

    /// Whether the node draws content of its own (a text, an image) that its leaf kind holds:
    /// then a subclass that overrides `calculateSizeThatFits(_:)` still draws it.
    var drawsOwnContent: Bool { false }

    /// The parts a leaf is laid out as below its own kind (a text node with a container inset
    /// wraps its text in an inset); none by default.
    func forEachLeafPart(_ body: (any InPlaceElement) -> Void) {}

    /// What the node's class overrides, learned on the node's first conversion.
    private var classFacts: NodeClassFacts {
        if let learnedClassFacts { return learnedClassFacts }
        let facts = NodeClassFacts(of: self)
        learnedClassFacts = facts
        return facts
    }

    @exclusivity(unchecked) private var learnedClassFacts: NodeClassFacts?

    /// The content of the node's deferred element for a range, as Texture's
    /// `calculateLayoutLayoutSpec:` chooses it: the `layoutSpecBlock`'s spec, else the class's
    /// `layoutSpecThatFits(_:)`, both read in place, else its `calculateSizeThatFits(_:)`. Made
    /// once per node: the element is read on every measurement of its owner.
    private var expansion: @Sendable (SizeRange) -> DeferredLayout.Content {
        if let madeExpansion { return madeExpansion }
        let source = UnownedNode(self)
        let ownSpec = classFacts.ownSpec
        let content: @Sendable (SizeRange) -> DeferredLayout.Content = { range in
            let node = source.node
            let constrainedSize = ASSizeRange(range)
            node.willCalculateLayout(constrainedSize)
            if let block = node.layoutSpecBlock {
                return .inPlace(InPlaceSubtree(block(node, constrainedSize)))
            }
            if ownSpec { return .inPlace(InPlaceSubtree(node.layoutSpecThatFits(constrainedSize))) }
            let size = node.calculateSizeThatFits(CGSize(range.max))
            guard size.width.isFinite, size.height.isFinite else {
                LayoutProblems.note(
                    "\(node.typeName).calculateSizeThatFits returned \(size): return a finite size")
                return .size(range.min)
            }
            // A text or image subclass that sizes itself still draws its text or image, at its size.
            guard node.drawsOwnContent else { return .size(size.engineSize) }
            var leaf = LayoutNode(node.leafKind(opacity: nil))
            leaf.style.preferredSize = size.engineSize
            leaf.source = LayoutSource(OwnContent(node))
            return .subtree(leaf)
        }
        madeExpansion = content
        return content
    }

    @exclusivity(unchecked) private var madeExpansion:
        (@Sendable (SizeRange) -> DeferredLayout.Content)?

    /// Whether the node lays itself out: it overrides `layoutSpecThatFits(_:)` or
    /// `calculateSizeThatFits(_:)`, or has a `layoutSpecBlock`.
    ///
    /// ```swift
    /// ASDisplayNode().implementsLayoutMethod()   // false: a plain node is a box sized by its style
    /// ```
    open func implementsLayoutMethod() -> Bool { laysItselfOut }

    /// Whether the node's own layout comes from a spec or a size of its own (its class's or its
    /// `layoutSpecBlock`): `implementsLayoutMethod()` before any subclass answers otherwise.
    private var laysItselfOut: Bool {
        let facts = classFacts
        return facts.ownSpec || facts.ownSize || layoutSpecBlock != nil
    }

    /// The name of the node's class, as layout output shows it.
    var typeName: String {
        if let namedType { return namedType }
        let name = String(describing: type(of: self))
        namedType = name
        return name
    }

    @exclusivity(unchecked) private var namedType: String?

    // `InPlaceElement`: how the engine reads the node. `package`, as the protocol is: these are
    // the engine's hooks, not Texture API, so app code never sees them.

    /// The node's engine kind for layout alone. A node that lays itself out gives a deferred kind
    /// that refers to the node without keeping it: lay it out only while the node lives (a
    /// `LayoutNode` with the node as its `source` keeps it).
    package var engineKind: LayoutNode.Kind { kind(opacity: nil) }
    /// The node's style as the engine reads it.
    package var engineStyle: LayoutStyle { style.layoutStyle }
    /// The node's `debugName`.
    package var engineID: String? { debugName }
    /// Remembers where a pass put the node, to find its layout there.
    package func engineAdded(at place: LaidOutElement.Place) {
        withLayoutState { $0.note(added: place) }
    }
    /// The parts a leaf is laid out as (its spec's elements come through its deferred content).
    package func forEachEngineChild(
        isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
    ) {
        forEachLeafPart(body)
    }
}

extension ASDisplayNode: DrawnElement {
    /// The node's kind drawn at its opacity under its supernodes': its subnodes are drawn under it.
    func draw(_ tree: inout LayoutNode, under inherited: Double) -> Double {
        loadIfNeeded()
        let opacity = opacity(under: inherited)
        tree.kind = kind(opacity: opacity)
        return opacity
    }
}

/// The text or image of a node that sizes itself (`calculateSizeThatFits(_:)` overridden in a
/// text or image subclass), laid out at that size below the node, which paints its own box: it
/// takes the node's content, faded as the node, when the layout is drawn.
private final class OwnContent: DrawnElement {
    unowned let owner: ASDisplayNode

    init(_ owner: ASDisplayNode) {
        self.owner = owner
    }

    func draw(_ tree: inout LayoutNode, under inherited: Double) -> Double {
        // The node's own box is drawn by the node; its content is drawn here without it.
        switch owner.leafKind(opacity: inherited) {
        case .text(var content):
            content.backdrop = nil
            tree.kind = .text(content)
        case .image(var content):
            content.backdrop = nil
            tree.kind = .image(content)
        case .deferred(var deferred):
            deferred.appearance = nil
            tree.kind = .deferred(deferred)
        case let kind:
            tree.kind = kind
        }
        return inherited
    }
}

/// A node held unowned, for the closure the node keeps as its deferred content. Not weak: a weak
/// reference gives the node a side table, and every reference count of a node with one costs
/// several times as much (a fifth of a feed's `layoutThatFits`). Every kind this module lays out
/// is used while its node lives: a pass reads it from the node it holds; the trees of
/// `LayoutNode(converting:)` and of a pass's resolved layout hold their nodes (`LayoutSource`);
/// a finished pass keeps no node's kind for its root. (A kind taken from `engineKind` and laid
/// out after its node is gone traps; `engineKind` says so.)
private struct UnownedNode: @unchecked Sendable {
    // Unchecked: the node is read by one pass at a time, as the engine reads elements.
    unowned let node: ASDisplayNode

    init(_ node: ASDisplayNode) {
        self.node = node
    }
}
