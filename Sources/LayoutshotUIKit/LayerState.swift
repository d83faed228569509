import Foundation

/// Where a `CALayer` keeps the properties a Texture node also has: in the layer itself
/// (`StoredLayerState`), or, for a node's layer, in the node, so that setting them on the layer
/// changes what the node draws. Four are named and typed as a node and a view have them
/// (`backgroundColor` a `UIColor`, `clipsToBounds` for `masksToBounds`, `alpha` for `opacity`,
/// `shadowOpacity` a `CGFloat`), so that a node is its layer's state as it is its view's;
/// `CALayer` translates them.
package protocol LayerState: AnyObject {
    var backgroundColor: UIColor? { get set }
    var cornerRadius: CGFloat { get set }
    var maskedCorners: CACornerMask { get set }
    var clipsToBounds: Bool { get set }
    var borderWidth: CGFloat { get set }
    var borderColor: CGColor? { get set }
    var alpha: CGFloat { get set }
    var isHidden: Bool { get set }
    var isOpaque: Bool { get set }
    var shadowColor: CGColor? { get set }
    var shadowOpacity: CGFloat { get set }
    var shadowOffset: CGSize { get set }
    var shadowRadius: CGFloat { get set }
    var shadowPath: CGPath? { get set }
    var cornerCurve: CALayerCornerCurve { get set }
    var rasterizationScale: CGFloat { get set }
    var contentsScale: CGFloat { get set }
    var zPosition: CGFloat { get set }
    var anchorPoint: CGPoint { get set }
    var frame: CGRect { get set }
    var bounds: CGRect { get set }
    var allowsGroupOpacity: Bool { get set }
    var allowsEdgeAntialiasing: Bool { get set }
    var needsDisplayOnBoundsChange: Bool { get set }
}
