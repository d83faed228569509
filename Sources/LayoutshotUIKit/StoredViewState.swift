import Foundation

/// A view's own properties, with UIKit's defaults: the state of a view that belongs to no node.
final class StoredViewState: ViewState {
    var backgroundColor: UIColor?
    var alpha: CGFloat = 1
    var isHidden = false
    var isOpaque = true
    var clipsToBounds = false
    var tintColor: UIColor?
    var contentMode: UIView.ContentMode = .scaleToFill
    var isUserInteractionEnabled = true
    var isExclusiveTouch = false
    var frame: CGRect = .zero
    var bounds: CGRect = .zero
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
}
