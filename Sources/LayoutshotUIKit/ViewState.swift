import Foundation

/// Where a `UIView` and a `CALayer` keep the properties a Texture node also has: in the view or
/// layer itself (`StoredViewState`), or, for a node's view and layer, in the node, so that setting
/// them on the view or the layer changes what the node draws. A node is one itself: Texture gives
/// it a view's and a layer's properties under a view's names and types (`backgroundColor` a
/// `UIColor`, `clipsToBounds` for `masksToBounds`, `alpha` for `opacity`, `shadowOpacity` a
/// `CGFloat`); `CALayer` translates those four.
package protocol ViewState: AnyObject {
    // A view's and a layer's.
    var backgroundColor: UIColor? { get set }
    var alpha: CGFloat { get set }
    var isHidden: Bool { get set }
    var isOpaque: Bool { get set }
    var clipsToBounds: Bool { get set }
    var frame: CGRect { get set }
    var bounds: CGRect { get set }
    // A view's.
    var tintColor: UIColor? { get set }
    var contentMode: UIView.ContentMode { get set }
    var isUserInteractionEnabled: Bool { get set }
    var isExclusiveTouch: Bool { get set }
    var layoutMargins: UIEdgeInsets { get set }
    var insetsLayoutMarginsFromSafeArea: Bool { get set }
    var preservesSuperviewLayoutMargins: Bool { get set }
    var semanticContentAttribute: UISemanticContentAttribute { get set }
    var autoresizingMask: UIView.AutoresizingMask { get set }
    var autoresizesSubviews: Bool { get set }
    var accessibilityLabel: String? { get set }
    var accessibilityIdentifier: String? { get set }
    var accessibilityHint: String? { get set }
    var accessibilityValue: String? { get set }
    var accessibilityTraits: UIAccessibilityTraits { get set }
    var isAccessibilityElement: Bool { get set }
    // A layer's.
    var cornerRadius: CGFloat { get set }
    var maskedCorners: CACornerMask { get set }
    var borderWidth: CGFloat { get set }
    var borderColor: CGColor? { get set }
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
    var allowsGroupOpacity: Bool { get set }
    var allowsEdgeAntialiasing: Bool { get set }
    var needsDisplayOnBoundsChange: Bool { get set }
}
