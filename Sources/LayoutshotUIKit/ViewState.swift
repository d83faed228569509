import Foundation

/// Where a `UIView` keeps the properties a Texture node also has: in the view itself
/// (`StoredViewState`), or, for a node's view, in the node, so that setting them on the view
/// changes what the node draws. A node is one itself: Texture gives it a view's properties under
/// the same names and types.
package protocol ViewState: AnyObject {
    var backgroundColor: UIColor? { get set }
    var alpha: CGFloat { get set }
    var isHidden: Bool { get set }
    var isOpaque: Bool { get set }
    var clipsToBounds: Bool { get set }
    var tintColor: UIColor? { get set }
    var contentMode: UIView.ContentMode { get set }
    var isUserInteractionEnabled: Bool { get set }
    var isExclusiveTouch: Bool { get set }
    var frame: CGRect { get set }
    var bounds: CGRect { get set }
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
}
