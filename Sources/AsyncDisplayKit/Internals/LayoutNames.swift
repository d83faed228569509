import Foundation
import LayoutshotLayout

/// Names the nodes of a finished layout that have no `debugName` after the property their owner
/// keeps them in (`titleNode`, `statNodes[2]`): the owner is the nearest node whose spec they
/// are in. One reflection per node with a spec in the final tree, whatever the number of
/// measurements.
enum LayoutNames {
    static func assign(_ resolved: ResolvedLayout) -> ResolvedLayout {
        var layout = resolved.layout
        var tree = resolved.tree
        name(&layout, &tree, names: [:])
        return ResolvedLayout(layout: layout, tree: tree)
    }

    private static func name(_ layout: inout Layout, _ tree: inout LayoutNode, names: [ObjectIdentifier: String]) {
        if tree.id == nil, let object = tree.source?.object, let name = names[ObjectIdentifier(object)] {
            tree.id = name
            layout.id = name
        }
        var inner = names
        if case .deferred = tree.kind, let owner = tree.source?.object, !tree.children.isEmpty {
            inner = TreeBuilder.propertyNames(of: owner)
        }
        guard layout.children.count == tree.children.count else { return }
        for (layoutIndex, treeIndex) in tree.childIndicesInPaintOrder.enumerated() {
            name(&layout.children[layoutIndex], &tree.children[treeIndex], names: inner)
        }
    }
}
