import Foundation
import LayoutshotUIKit

/// Makes the view a node is backed by (Texture's `ASDisplayNodeViewBlock`).
public typealias ASDisplayNodeViewBlock = () -> UIView
/// Makes the layer a node is backed by (Texture's `ASDisplayNodeLayerBlock`).
public typealias ASDisplayNodeLayerBlock = () -> CALayer
/// Called once a node has loaded (Texture's `ASDisplayNodeDidLoadBlock`).
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void

extension ASDisplayNode {
    /// A node backed by a view of your own (a `UISwitch`, a map, a spinner), made when the node
    /// loads, as in Texture. Views are not drawn here: the node keeps its size (its style's) and
    /// its own `backgroundColor`, border and corners, and the view keeps its settings.
    ///
    /// ```swift
    /// let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) })
    /// spinnerNode.style.preferredSize = CGSize(width: 20, height: 20)
    /// (spinnerNode.view as? UIActivityIndicatorView)?.startAnimating()
    /// ```
    public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock) {
        self.init(viewBlock: viewBlock, didLoad: nil)
    }

    /// A node backed by a view of your own, with a block called once it has loaded.
    public convenience init(
        viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock?
    ) {
        self.init()
        setViewBlock(viewBlock)
        if let didLoad { onDidLoad(didLoad) }
    }

    /// A node backed by a layer of your own; the layer is kept, not drawn (see `init(viewBlock:)`).
    public convenience init(layerBlock: @escaping ASDisplayNodeLayerBlock) {
        self.init(layerBlock: layerBlock, didLoad: nil)
    }

    /// A node backed by a layer of your own, with a block called once it has loaded.
    public convenience init(
        layerBlock: @escaping ASDisplayNodeLayerBlock, didLoad: ASDisplayNodeDidLoadBlock?
    ) {
        self.init(viewBlock: { UIView() }, didLoad: didLoad)
        isLayerBacked = true
        // The layer is made when the node loads, as in Texture, and kept.
        onDidLoad { node in node.liveState?.customLayer = layerBlock() }
    }

    /// Makes the node's view with `viewBlock` when it loads (before it has), as in Texture: the
    /// view is not drawn; the node keeps its size and background (see `init(viewBlock:)`).
    public func setViewBlock(_ viewBlock: @escaping ASDisplayNodeViewBlock) {
        guard !isNodeLoaded else { return }
        let load = liveState ?? NodeLiveState()
        liveState = load
        load.viewBlock = viewBlock
    }

    /// Makes the node's layer with `layerBlock` when it loads (see `init(layerBlock:)`).
    public func setLayerBlock(_ layerBlock: @escaping ASDisplayNodeLayerBlock) {
        setViewBlock { UIView() }
        isLayerBacked = true
        onDidLoad { node in node.liveState?.customLayer = layerBlock() }
    }

    /// Adds a block to call once the node has loaded (after `didLoad`), or calls it now when the
    /// node has, as in Texture.
    ///
    /// ```swift
    /// avatarNode.onDidLoad { node in
    ///     node.layer.cornerRadius = 22
    ///     node.layer.masksToBounds = true
    /// }
    /// ```
    public func onDidLoad(_ body: @escaping (ASDisplayNode) -> Void) {
        if isNodeLoaded {
            body(self)
        } else {
            let load = liveState ?? NodeLiveState()
            liveState = load
            load.pendingBlocks.append(body)
        }
    }

    /// Loads the node (see `view`): makes its layer and view, then calls `didLoad` and the
    /// `onDidLoad` blocks, once.
    @discardableResult
    func loadIfNeeded() -> NodeLiveState {
        if let liveState, liveState.isLoaded { return liveState }
        let load = liveState ?? NodeLiveState()
        liveState = load
        // A view of your own (`setViewBlock`) is kept and not drawn; its layer is its own.
        let view = load.viewBlock?() ?? makeView()
        load.view = view
        load.layer = view.layer
        didLoad()
        let blocks = load.pendingBlocks
        load.pendingBlocks = []
        for block in blocks { block(self) }
        return load
    }

    /// Loads the node and every node it holds (its `subnodes`, and the nodes in its stored
    /// properties, to any depth), as a device loads a cell's nodes before showing it: what a
    /// snapshot does before its first layout, so that `didLoad` has run on every node it lays
    /// out that can be found without laying out. (Nodes made only by a layout spec load when
    /// drawn.)
    package func loadHierarchy() {
        var visited = Set<ObjectIdentifier>()
        func visit(_ node: ASDisplayNode) {
            guard visited.insert(ObjectIdentifier(node)).inserted else { return }
            node.loadIfNeeded()
            for subnode in node.subnodes ?? [] { visit(subnode) }
            for held in node.heldNodes { visit(held) }
        }
        visit(self)
    }

    /// The nodes in the stored properties of the node's own classes (below `ASDisplayNode`):
    /// `titleNode`, each of `photoNodes`, an optional `badgeNode` when set.
    private var heldNodes: [ASDisplayNode] {
        var nodes: [ASDisplayNode] = []
        PropertyNames.forEachNode(in: self, upTo: ASDisplayNode.self) { node, _ in
            nodes.append(node)
        }
        return nodes
    }
}
