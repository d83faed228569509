import Foundation

/// A layer's own properties, with Core Animation's defaults: the state of a layer that belongs to
/// no node.
final class StoredLayerState: LayerState {
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
        .layerMaxXMaxYCorner,
    ]
    var clipsToBounds = false
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    var alpha: CGFloat = 1
    var isHidden = false
    var isOpaque = false
    var shadowColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: CGFloat = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var cornerCurve: CALayerCornerCurve = .circular
    var rasterizationScale: CGFloat = 1
    var contentsScale: CGFloat = 1
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var frame: CGRect = .zero
    var bounds: CGRect = .zero
    var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    var needsDisplayOnBoundsChange = false
}
