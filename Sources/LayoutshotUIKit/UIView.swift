import Foundation

/// UIKit's view class, with the properties node code sets on a node's `view` (usually in
/// `didLoad`). A Texture node's view (`ASDisplayNode.view`) reads and writes the node's own
/// properties, so that what changes pixels on a device (`backgroundColor`, `alpha`, `isHidden`,
/// `clipsToBounds`, and its `layer`'s corners and border) is drawn; a view you make yourself
/// keeps its values and is never drawn (views are not rendered on Linux).
///
/// ```swift
/// override func didLoad() {
///     super.didLoad()
///     view.backgroundColor = .white
///     view.layer.cornerRadius = 12
///     view.clipsToBounds = true
///     view.isUserInteractionEnabled = false   // kept: there are no touches
/// }
/// ```
open class UIView: NSObject {
    /// Where the properties a node also has live: the view's own `storedState`, or its node, held
    /// unowned (the node keeps its view, never the other way round).
    private unowned let state: any ViewState
    /// The view's own properties, kept alive here; `nil` for a node's view.
    private let storedState: StoredViewState?
    private let ownLayer: CALayer

    /// A view of zero size.
    public override init() {
        let storedState = StoredViewState(isOpaque: true)
        self.storedState = storedState
        state = storedState
        ownLayer = CALayer()
        super.init()
    }

    /// A view with a frame.
    public convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// A view whose properties, and its layer's, live in `state` (a node, which keeps the view).
    package init(state: any ViewState) {
        self.state = state
        storedState = nil
        ownLayer = CALayer(state: state)
        super.init()
    }

    /// The view's layer, whose corner radius and border a node's view draws.
    open var layer: CALayer { ownLayer }

    /// The fill behind the view's content.
    open var backgroundColor: UIColor? {
        get { state.backgroundColor }
        set { state.backgroundColor = newValue }
    }
    /// The opacity, 0…1.
    open var alpha: CGFloat {
        get { state.alpha }
        set { state.alpha = newValue }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }
    /// Whether the view paints every pixel of its bounds (a hint).
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { state.isOpaque = newValue }
    }
    /// Whether the content and subviews are clipped to the bounds (and the layer's corners).
    open var clipsToBounds: Bool {
        get { state.clipsToBounds }
        set { state.clipsToBounds = newValue }
    }
    /// The tint of template images and controls. Kept, not drawn.
    open var tintColor: UIColor! {
        get { state.tintColor }
        set { state.tintColor = newValue }
    }
    /// How the content fills the bounds.
    open var contentMode: ContentMode {
        get { state.contentMode }
        set { state.contentMode = newValue }
    }
    /// Whether the view takes touches. Kept: there are no touches.
    open var isUserInteractionEnabled: Bool {
        get { state.isUserInteractionEnabled }
        set { state.isUserInteractionEnabled = newValue }
    }
    /// Whether the view takes touches alone. Kept.
    open var isExclusiveTouch: Bool {
        get { state.isExclusiveTouch }
        set { state.isExclusiveTouch = newValue }
    }
    /// The frame in the superview. Kept: a node's frame comes from its layout.
    open var frame: CGRect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// The bounds. Kept.
    open var bounds: CGRect {
        get { state.bounds }
        set { state.bounds = newValue }
    }
    /// The layout margins. Kept.
    open var layoutMargins: UIEdgeInsets {
        get { state.layoutMargins }
        set { state.layoutMargins = newValue }
    }
    /// Whether the margins include the safe area. Kept.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { state.insetsLayoutMarginsFromSafeArea }
        set { state.insetsLayoutMarginsFromSafeArea = newValue }
    }
    /// Whether the margins pass on to subviews. Kept.
    open var preservesSuperviewLayoutMargins: Bool {
        get { state.preservesSuperviewLayoutMargins }
        set { state.preservesSuperviewLayoutMargins = newValue }
    }
    /// Whether the view follows the reading direction. Kept.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { state.semanticContentAttribute }
        set { state.semanticContentAttribute = newValue }
    }
    /// How the view resizes with its superview. Kept.
    open var autoresizingMask: AutoresizingMask {
        get { state.autoresizingMask }
        set { state.autoresizingMask = newValue }
    }
    /// Whether the view resizes its subviews. Kept.
    open var autoresizesSubviews: Bool {
        get { state.autoresizesSubviews }
        set { state.autoresizesSubviews = newValue }
    }
    /// The accessibility label. Kept.
    open var accessibilityLabel: String? {
        get { state.accessibilityLabel }
        set { state.accessibilityLabel = newValue }
    }
    /// The accessibility identifier. Kept.
    open var accessibilityIdentifier: String? {
        get { state.accessibilityIdentifier }
        set { state.accessibilityIdentifier = newValue }
    }
    /// The accessibility hint. Kept.
    open var accessibilityHint: String? {
        get { state.accessibilityHint }
        set { state.accessibilityHint = newValue }
    }
    /// The accessibility value. Kept.
    open var accessibilityValue: String? {
        get { state.accessibilityValue }
        set { state.accessibilityValue = newValue }
    }
    /// The accessibility traits. Kept.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { state.accessibilityTraits }
        set { state.accessibilityTraits = newValue }
    }
    /// Whether the view is an accessibility element. Kept.
    open var isAccessibilityElement: Bool {
        get { state.isAccessibilityElement }
        set { state.isAccessibilityElement = newValue }
    }

    /// Whether the view takes several touches at once. Kept.
    open var isMultipleTouchEnabled = false
    /// The centre in the superview. Kept.
    open var center: CGPoint = .zero
    /// A number to find the view by.
    open var tag = 0
    /// Whether the view turns its autoresizing mask into constraints. Kept.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The views added with `addSubview(_:)`. Kept: a node's view draws its node's subnodes, not
    /// these.
    open private(set) var subviews: [UIView] = []
    /// The view this one was added to.
    open private(set) weak var superview: UIView?

    /// Appends a view to `subviews`, first removing it from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts a view into `subviews` at `index` (clamped), first removing it from its superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview's `subviews`.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves a subview to the end of `subviews` (drawn last on a device).
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the start of `subviews`.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// UIKit lays the view out on the next pass. A no-op here.
    open func setNeedsLayout() {}
    /// UIKit lays the view out now if needed. A no-op here.
    open func layoutIfNeeded() {}
    /// UIKit redraws the view. A no-op here.
    open func setNeedsDisplay() {}
    /// Called by UIKit to lay out subviews; never called here.
    open func layoutSubviews() {}
}
