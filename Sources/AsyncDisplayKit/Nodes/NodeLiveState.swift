import Foundation
import LayoutshotUIKit

/// What a node has beyond its layout, made when code first asks for it: its view and layer once
/// loaded, the `onDidLoad` blocks waiting for them, and whether `setNeedsLayout()` asked for a
/// new layout.
final class NodeLiveState {
    /// The node's view, made when it loads.
    var view: UIView?
    /// The node's layer, made when it loads.
    var layer: CALayer?
    /// Blocks to call once, after `didLoad`.
    var pendingBlocks: [(ASDisplayNode) -> Void] = []
    /// `setNeedsLayout()` was called since the last layout `layoutIfNeeded()` made.
    var needsLayout = false

    var isLoaded: Bool { layer != nil }
}
