import Foundation
import LayoutshotUIKit

/// What a node has beyond its layout, made when code first asks for it: its view and layer once
/// loaded, the `onDidLoad` blocks waiting for them, whether `setNeedsLayout()` asked for a new
/// layout, and its interface state once a snapshot has shown it.
final class NodeLiveState {
    /// The node's view, made when it loads.
    var view: UIView?
    /// The node's layer, made when it loads.
    var layer: CALayer?
    /// Makes the view of a node backed by a view of your own (`setViewBlock`).
    var viewBlock: (() -> UIView)?
    /// The layer of a node backed by a layer of your own (`setLayerBlock`), kept.
    var customLayer: CALayer?
    /// Blocks to call once, after `didLoad`.
    var pendingBlocks: [(ASDisplayNode) -> Void] = []
    /// `setNeedsLayout()` was called since the last layout `layoutIfNeeded()` made.
    var needsLayout = false
    /// The node has entered a window's hierarchy (`NodeLifecycle`): a snapshot showed it.
    var inHierarchy = false
    /// Texture's interface state: a node in a window's is `.inHierarchy`.
    var interfaceState: ASInterfaceState = []

    var isLoaded: Bool { layer != nil }
}
