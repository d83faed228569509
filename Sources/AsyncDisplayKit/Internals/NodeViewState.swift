import Foundation
import LayoutshotUIKit

/// A node's view properties, read and written on the node: what code sets on `node.view` is the
/// node's own `backgroundColor`, `alpha`, `clipsToBounds`, … and is drawn as those are (those a
/// layer has too are in `NodeBackedState`). Holds the node unowned: the node keeps its view,
/// never the other way round.
final class NodeViewState: ViewState, NodeBackedState {
    unowned let node: ASDisplayNode

    init(_ node: ASDisplayNode) {
        self.node = node
    }

    var backgroundColor: UIColor? {
        get { node.backgroundColor }
        set { node.backgroundColor = newValue }
    }
    var alpha: CGFloat {
        get { node.alpha }
        set { node.alpha = newValue }
    }
    var clipsToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }
    var tintColor: UIColor? {
        get { node.tintColor }
        set { node.tintColor = newValue }
    }
    var contentMode: UIView.ContentMode {
        get { node.contentMode }
        set { node.contentMode = newValue }
    }
    var isUserInteractionEnabled: Bool {
        get { node.isUserInteractionEnabled }
        set { node.isUserInteractionEnabled = newValue }
    }
    var isExclusiveTouch: Bool {
        get { node.isExclusiveTouch }
        set { node.isExclusiveTouch = newValue }
    }
    var layoutMargins: UIEdgeInsets {
        get { node.layoutMargins }
        set { node.layoutMargins = newValue }
    }
    var insetsLayoutMarginsFromSafeArea: Bool {
        get { node.insetsLayoutMarginsFromSafeArea }
        set { node.insetsLayoutMarginsFromSafeArea = newValue }
    }
    var preservesSuperviewLayoutMargins: Bool {
        get { node.preservesSuperviewLayoutMargins }
        set { node.preservesSuperviewLayoutMargins = newValue }
    }
    var semanticContentAttribute: UISemanticContentAttribute {
        get { node.semanticContentAttribute }
        set { node.semanticContentAttribute = newValue }
    }
    var autoresizingMask: UIView.AutoresizingMask {
        get { node.autoresizingMask }
        set { node.autoresizingMask = newValue }
    }
    var autoresizesSubviews: Bool {
        get { node.autoresizesSubviews }
        set { node.autoresizesSubviews = newValue }
    }
    var accessibilityLabel: String? {
        get { node.accessibilityLabel }
        set { node.accessibilityLabel = newValue }
    }
    var accessibilityIdentifier: String? {
        get { node.accessibilityIdentifier }
        set { node.accessibilityIdentifier = newValue }
    }
    var accessibilityHint: String? {
        get { node.accessibilityHint }
        set { node.accessibilityHint = newValue }
    }
    var accessibilityValue: String? {
        get { node.accessibilityValue }
        set { node.accessibilityValue = newValue }
    }
    var accessibilityTraits: UIAccessibilityTraits {
        get { node.accessibilityTraits }
        set { node.accessibilityTraits = newValue }
    }
    var isAccessibilityElement: Bool {
        get { node.isAccessibilityElement }
        set { node.isAccessibilityElement = newValue }
    }
}
