import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// Shows a laid-out Texture tree as a device shows it, running the nodes' own code where Texture
/// runs it, before the tree is drawn. Texture applies a layout top-down, as UIKit lays views out
/// (`-[ASDisplayNode __layout]`); for each node, from the root:
/// 1. its subnodes are loaded (`didLoad`, once) and enter the hierarchy, as a node added to a
///    node on screen does: `willEnterHierarchy()`, `didEnterHierarchy()`, then the interface
///    state of a node in a window, `interfaceStateDidChange(_:from:)`,
///    `didEnterPreloadState()`, `didEnterDisplayState()`, `didEnterVisibleState()`;
/// 2. `calculatedLayoutDidChange()`, as its new layout is applied;
/// 3. each subnode's `frame` is set, in the node's coordinates (`_layoutSublayouts`): an
///    overridden `frame` sees it;
/// 4. `layout()`, then `layoutDidFinish()`;
/// 5. the same for each subnode, whose frame is now set.
///
/// "Subnodes" are the nodes of the node's layout, through its specs (a snapshot draws every node
/// of a spec, added or not). The root's frame is its size at the origin. What these hooks set
/// (`cornerRadius = frame.height / 2`, a shadow, a background) is what is drawn. A node enters
/// the hierarchy once: a second snapshot of it only lays it out again.
enum NodeLifecycle {
    /// Runs the hooks of every node of `resolved`, the snapshot's layout.
    static func show(_ resolved: ResolvedLayout) {
        let root = Placed(layout: resolved.layout, tree: resolved.tree, origin: .zero)
        if let node = root.node {
            node.enterHierarchyIfNeeded()
            node.frame = CGRect(origin: .zero, size: CGSize(resolved.layout.size))
        }
        // A spec at the root has no hooks of its own: its nodes are placed in its coordinates.
        settle(root.node, root)
    }

    /// Steps 1 to 5 for `node`, laid out as `placed`, whose own frame is set (`nil`: a spec at the
    /// root, which only places its nodes).
    private static func settle(_ node: ASDisplayNode?, _ placed: Placed) {
        let subnodes = placed.nodesBelow()
        for subnode in subnodes { subnode.node?.enterHierarchyIfNeeded() }
        node?.calculatedLayoutDidChange()
        for subnode in subnodes {
            subnode.node?.frame = CGRect(
                origin: CGPoint(subnode.origin), size: CGSize(subnode.layout.size))
        }
        node?.layout()
        node?.layoutDidFinish()
        for subnode in subnodes { settle(subnode.node, subnode) }
    }

    /// An element as laid out: its frames, its tree, and its origin in the coordinates of the
    /// nearest node above it.
    private struct Placed {
        let layout: Layout
        let tree: LayoutNode
        let origin: Point

        /// The element's node, when it is one.
        var node: ASDisplayNode? { tree.source?.object as? ASDisplayNode }

        /// The nodes below the element down to the next nodes, through specs, placed in the
        /// element's coordinates. A node that a stack sized without laying it out has none.
        func nodesBelow() -> [Placed] {
            var found: [Placed] = []
            func visit(_ layout: Layout, _ tree: LayoutNode, at origin: Point) {
                guard layout.children.count == tree.children.count else { return }
                for (layoutIndex, treeIndex) in tree.childIndicesInPaintOrder.enumerated() {
                    let childLayout = layout.children[layoutIndex]
                    let child = Placed(
                        layout: childLayout, tree: tree.children[treeIndex],
                        origin: origin + childLayout.frame.origin)
                    if child.node != nil {
                        found.append(child)
                    } else {
                        visit(child.layout, child.tree, at: child.origin)
                    }
                }
            }
            visit(layout, tree, at: Point(0, 0))
            return found
        }
    }
}

extension ASDisplayNode {
    /// Loads the node and puts it in the interface state of a node in a window (step 1 of
    /// `NodeLifecycle`), once.
    func enterHierarchyIfNeeded() {
        let live = loadIfNeeded()
        guard !live.inHierarchy else { return }
        live.inHierarchy = true
        willEnterHierarchy()
        didEnterHierarchy()
        let old = live.interfaceState
        live.interfaceState = .inHierarchy
        interfaceStateDidChange(.inHierarchy, from: old)
        didEnterPreloadState()
        didEnterDisplayState()
        didEnterVisibleState()
    }
}
