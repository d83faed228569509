import Foundation

/// A node's view or layer state (`NodeViewState`, `NodeLayerState`): the properties UIKit gives
/// both a view and its layer are one property of the node, forwarded here once for both.
protocol NodeBackedState: AnyObject {
    /// The node whose properties these are; its view and layer hold it unowned, as the node
    /// keeps them, never the other way round.
    var node: ASDisplayNode { get }
}

extension NodeBackedState {
    var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }
    var isOpaque: Bool {
        get { node.isOpaque }
        set { node.isOpaque = newValue }
    }
    var frame: CGRect {
        get { node.frame }
        set { node.frame = newValue }
    }
    var bounds: CGRect {
        get { node.bounds }
        set { node.bounds = newValue }
    }
}
