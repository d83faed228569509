import Foundation
import LayoutshotUIKit

extension ASDisplayNode {
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
        let view = makeView()
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
        func collect(_ value: Any) {
            if let node = value as? ASDisplayNode {
                nodes.append(node)
            } else if let array = value as? [ASDisplayNode] {
                nodes += array
            } else {
                let mirror = Mirror(reflecting: value)
                if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { collect(wrapped) }
            }
        }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != ASDisplayNode.self {
            for child in current.children { collect(child.value) }
            mirror = current.superclassMirror
        }
        return nodes
    }
}
