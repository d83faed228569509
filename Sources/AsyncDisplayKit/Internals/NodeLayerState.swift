import Foundation
import LayoutshotUIKit

/// A node's layer properties, read and written on the node: `layer.cornerRadius` is the node's
/// `cornerRadius`, `layer.masksToBounds` its `clipsToBounds`, `layer.opacity` its `alpha`,
/// `layer.backgroundColor` its `backgroundColor`, and so on. (A node's view needs no such
/// translation: the node is its view's state.) Holds the node unowned: the node keeps its layer,
/// never the other way round.
final class NodeLayerState: LayerState {
    unowned let node: ASDisplayNode

    init(_ node: ASDisplayNode) {
        self.node = node
    }

    var backgroundColor: CGColor? {
        get { node.backgroundColor?.cgColor }
        set { node.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }
    var cornerRadius: CGFloat {
        get { node.cornerRadius }
        set { node.cornerRadius = newValue }
    }
    var maskedCorners: CACornerMask {
        get { node.maskedCorners }
        set { node.maskedCorners = newValue }
    }
    var masksToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }
    var borderWidth: CGFloat {
        get { node.borderWidth }
        set { node.borderWidth = newValue }
    }
    var borderColor: CGColor? {
        get { node.borderColor }
        set { node.borderColor = newValue }
    }
    var opacity: Float {
        get { Float(node.alpha) }
        set { node.alpha = CGFloat(newValue) }
    }
    var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }
    var isOpaque: Bool {
        get { node.isOpaque }
        set { node.isOpaque = newValue }
    }
    var shadowColor: CGColor? {
        get { node.shadowColor }
        set { node.shadowColor = newValue }
    }
    var shadowOpacity: Float {
        get { Float(node.shadowOpacity) }
        set { node.shadowOpacity = CGFloat(newValue) }
    }
    var shadowOffset: CGSize {
        get { node.shadowOffset }
        set { node.shadowOffset = newValue }
    }
    var shadowRadius: CGFloat {
        get { node.shadowRadius }
        set { node.shadowRadius = newValue }
    }
    var rasterizationScale: CGFloat {
        get { node.rasterizationScale }
        set { node.rasterizationScale = newValue }
    }
    var contentsScale: CGFloat {
        get { node.contentsScale }
        set { node.contentsScale = newValue }
    }
    var zPosition: CGFloat {
        get { node.zPosition }
        set { node.zPosition = newValue }
    }
    var anchorPoint: CGPoint {
        get { node.anchorPoint }
        set { node.anchorPoint = newValue }
    }
    var frame: CGRect {
        get { node.frame }
        set { node.frame = newValue }
    }
    var bounds: CGRect {
        get { node.bounds }
        set { node.bounds = newValue }
    }
    var allowsGroupOpacity: Bool {
        get { node.allowsGroupOpacity }
        set { node.allowsGroupOpacity = newValue }
    }
    var allowsEdgeAntialiasing: Bool {
        get { node.allowsEdgeAntialiasing }
        set { node.allowsEdgeAntialiasing = newValue }
    }
    var needsDisplayOnBoundsChange: Bool {
        get { node.needsDisplayOnBoundsChange }
        set { node.needsDisplayOnBoundsChange = newValue }
    }
}
