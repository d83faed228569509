import Foundation
import LayoutshotLayout

/// Finishes a laid-out Texture tree for drawing and output. The engine reads the nodes in place
/// and undrawn; here, once per layout:
/// - nodes without a `debugName` are named after the property their owner keeps them in
///   (`titleNode`, `statNodes[2]`): the owner is the nearest node whose spec they are in. One
///   reflection per node with a spec in the final tree, whatever the number of measurements.
/// - every node gets the colours it is drawn with: faded by its `alpha` times that of the
///   nodes whose specs it is in, transparent under a hidden one.
enum LayoutDrawing {
    static func finish(_ resolved: ResolvedLayout) -> ResolvedLayout {
        var layout = resolved.layout
        var tree = resolved.tree
        finish(&layout, &tree, names: [:], opacity: 1)
        return ResolvedLayout(layout: layout, tree: tree)
    }

    private static func finish(
        _ layout: inout Layout, _ tree: inout LayoutNode, names: [ObjectIdentifier: String],
        opacity inherited: Double
    ) {
        if tree.id == nil, let object = tree.source?.object,
            let name = names[ObjectIdentifier(object)]
        {
            tree.id = name
            layout.id = name
        }
        var inner = names
        if case .deferred = tree.kind, let owner = tree.source?.object, !tree.children.isEmpty {
            inner = PropertyNames.of(owner)
        }
        let opacity = colour(&tree, under: inherited)
        guard layout.children.count == tree.children.count else {
            // A node that a stack sized without laying it out has no children in the layout;
            // its subtree is kept, with its colours all the same.
            for index in tree.children.indices {
                finishUnlaid(&tree.children[index], opacity: opacity)
            }
            return
        }
        for (layoutIndex, treeIndex) in tree.childIndicesInPaintOrder.enumerated() {
            finish(
                &layout.children[layoutIndex], &tree.children[treeIndex], names: inner,
                opacity: opacity)
        }
    }

    /// The colours of a subtree that has no frames (nothing of it is drawn, but it is kept
    /// as drawn).
    private static func finishUnlaid(_ tree: inout LayoutNode, opacity inherited: Double) {
        let opacity = colour(&tree, under: inherited)
        for index in tree.children.indices { finishUnlaid(&tree.children[index], opacity: opacity) }
    }

    /// Gives `tree`, laid out under elements drawn at `inherited`, its element's colours, when it
    /// is one of this module's; returns the opacity its children are drawn under.
    private static func colour(_ tree: inout LayoutNode, under inherited: Double) -> Double {
        guard let element = tree.source?.object as? DrawnElement else { return inherited }
        return element.draw(&tree, under: inherited)
    }
}

/// An element of this module that takes its colours once a layout is done: the engine reads
/// kinds for layout alone (`ASDisplayNode.kind(opacity:)`).
protocol DrawnElement: AnyObject {
    /// Sets the kind of `tree`, this element as laid out, to be drawn under elements drawn at
    /// `inherited`, and returns the opacity the element's children are drawn under.
    func draw(_ tree: inout LayoutNode, under inherited: Double) -> Double
}
