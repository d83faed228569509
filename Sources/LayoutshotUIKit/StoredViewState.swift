import Foundation

/// The own properties of a view or a layer that belongs to no node, with UIKit's and Core
/// Animation's defaults; only `isOpaque`'s differ (a view is opaque, a layer is not).
final class StoredViewState: ViewState {
    var backgroundColor: UIColor?
    var alpha: CGFloat = 1
    var isHidden = false
    var isOpaque: Bool
    var clipsToBounds = false
    var frame: CGRect = .zero
    var bounds: CGRect = .zero
    var tintColor: UIColor?
    var contentMode: UIView.ContentMode = .scaleToFill
    var isUserInteractionEnabled = true
    var isExclusiveTouch = false
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityTraits: UIAccessibilityTraits = .none
    var isAccessibilityElement = false
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
        .layerMaxXMaxYCorner,
    ]
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
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
    var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    var needsDisplayOnBoundsChange = false

    /// A view's state (`isOpaque`), or a layer's.
    init(isOpaque: Bool) {
        self.isOpaque = isOpaque
    }
}
