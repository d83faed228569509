import Foundation

/// Core Animation's layer class, with the properties node code sets on a node's `layer` (usually
/// in `didLoad`). A Texture node's layer (`ASDisplayNode.layer`) reads and writes the node's own
/// properties: its background colour, corner radius with `masksToBounds`, border width and
/// colour, opacity and `isHidden` are drawn, and so are its `maskedCorners`, `cornerCurve` and
/// shadow. A layer you make yourself keeps its values and is never drawn.
///
/// ```swift
/// override func didLoad() {
///     super.didLoad()
///     layer.cornerRadius = 8
///     layer.masksToBounds = true
///     layer.borderWidth = 1
///     layer.borderColor = UIColor.lightGray.cgColor
///     layer.shadowOpacity = 0.2
/// }
/// ```
open class CALayer: NSObject {
    /// Where the properties a node also has live: the layer's own `storedState`, or its node, held
    /// unowned (the node keeps its layer, never the other way round).
    private unowned let state: any ViewState
    /// The layer's own properties, kept alive here; `nil` for a node's layer.
    private let storedState: StoredViewState?

    /// A layer of zero size.
    public override init() {
        let storedState = StoredViewState(isOpaque: false)
        self.storedState = storedState
        state = storedState
        super.init()
    }

    /// A layer whose properties live in `state` (a node, which keeps the layer).
    package init(state: any ViewState) {
        self.state = state
        storedState = nil
        super.init()
    }

    /// The fill behind the layer's content.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor?.cgColor }
        set { state.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }
    /// The radius of the background's and border's corners, in points.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { state.cornerRadius = newValue }
    }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { state.maskedCorners = newValue }
    }
    /// Whether the content and sublayers are clipped to the bounds and the rounded corners.
    open var masksToBounds: Bool {
        get { state.clipsToBounds }
        set { state.clipsToBounds = newValue }
    }
    /// The width of the border drawn inside the bounds, in points.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { state.borderWidth = newValue }
    }
    /// The border's colour.
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { state.borderColor = newValue }
    }
    /// The opacity, 0…1.
    open var opacity: Float {
        get { Float(state.alpha) }
        set { state.alpha = CGFloat(newValue) }
    }
    /// Whether the layer is hidden.
    open var isHidden: Bool {
        get { state.isHidden }
        set { state.isHidden = newValue }
    }
    /// Whether the layer paints every pixel of its bounds (a hint).
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { state.isOpaque = newValue }
    }
    /// The shadow's colour (see `ASDisplayNode.shadowColor` for what a node draws).
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { state.shadowColor = newValue }
    }
    /// The shadow's opacity, 0…1: above 0, a node's shadow is drawn.
    open var shadowOpacity: Float {
        get { Float(state.shadowOpacity) }
        set { state.shadowOpacity = CGFloat(newValue) }
    }
    /// The shadow's offset, in points; Core Animation's default is 3 pt up.
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { state.shadowOffset = newValue }
    }
    /// The shadow's blur radius, in points.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { state.shadowRadius = newValue }
    }
    /// The scale of a rasterized layer's bitmap. Kept.
    open var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set { state.rasterizationScale = newValue }
    }
    /// Pixels per point of the layer's contents. Kept.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { state.contentsScale = newValue }
    }
    /// The stacking order among siblings. Kept.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { state.zPosition = newValue }
    }
    /// The anchor, in unit coordinates. Kept.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { state.anchorPoint = newValue }
    }
    /// The frame in the superlayer. Kept: a node's frame comes from its layout.
    open var frame: CGRect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// The bounds. Kept.
    open var bounds: CGRect {
        get { state.bounds }
        set { state.bounds = newValue }
    }
    /// Whether the sublayers are composited as a group. Kept.
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { state.allowsGroupOpacity = newValue }
    }
    /// Whether the edges are antialiased. Kept.
    open var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { state.allowsEdgeAntialiasing = newValue }
    }
    /// Whether the layer redraws when its bounds change. Kept.
    open var needsDisplayOnBoundsChange: Bool {
        get { state.needsDisplayOnBoundsChange }
        set { state.needsDisplayOnBoundsChange = newValue }
    }
    /// The curve of the rounded corners: circular arcs by default, or Apple's continuous curve.
    open var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { state.cornerCurve = newValue }
    }
    /// The shape that casts the shadow, in the layer's coordinates; `nil` casts the rounded bounds.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { state.shadowPath = newValue }
    }
    /// Whether the layer is drawn once into a bitmap. Kept.
    open var shouldRasterize = false
    /// The anchor's position in the superlayer. Kept.
    open var position: CGPoint = .zero
    /// A name to find the layer by.
    open var name: String?
    /// A layer whose alpha masks this one. Kept, not applied.
    open var mask: CALayer?

    /// The layers added with `addSublayer(_:)`. Kept: they are not drawn.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?

    /// Appends a layer to `sublayers`, first removing it from its previous superlayer.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer's `sublayers`.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Core Animation redraws the layer. A no-op here.
    open func setNeedsDisplay() {}
    /// Core Animation lays the layer out on the next pass. A no-op here.
    open func setNeedsLayout() {}
    /// Core Animation lays the layer out now if needed. A no-op here.
    open func layoutIfNeeded() {}
}
