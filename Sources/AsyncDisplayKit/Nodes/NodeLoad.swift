import Foundation
import LayoutshotUIKit

/// A node's view and layer once loaded, and the `onDidLoad` blocks waiting for them.
final class NodeLoad {
    /// The node's view, made when it loads.
    var view: UIView?
    /// The node's layer, made when it loads.
    var layer: CALayer?
    /// Blocks to call once, after `didLoad`.
    var pendingBlocks: [(ASDisplayNode) -> Void] = []

    var isLoaded: Bool { layer != nil }
}
