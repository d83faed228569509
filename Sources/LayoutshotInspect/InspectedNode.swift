import LayoutshotCore
import LayoutshotLayout

/// One node of a laid-out tree, as inspections read it: where it is drawn, what it is, its
/// style, and its place in the tree.
public struct InspectedNode: Sendable {
    /// `root.children[1].child`.
    public var path: String
    /// The node's `id`, when it has one.
    public var id: String?
    /// The element (kind and own properties).
    public var kind: LayoutNode.Kind
    /// The node's style: sizes, flex properties, alignment.
    public var style: LayoutStyle
    /// The frame in root coordinates, origin snapped to the pixel grid as drawn.
    public var frame: Rect
    /// The parent's index in `InspectedTree.nodes`; `nil` for the root.
    public var parent: Int?
    /// The children's indices, in element order.
    public var children: [Int]

    /// How messages name it: its id, else its type and path.
    public var name: String {
        id.map { "`\($0)`" } ?? "`\(kind.typeName)` at \(path)"
    }
}

/// A laid-out tree flattened for inspection, depth-first in element order.
public struct InspectedTree: Sendable {
    /// Every node, depth-first in element order; the root is first. `parent` and `children` index
    /// into it.
    public var nodes: [InspectedNode]

    /// Flattens a resolved layout at `scale`.
    public init(_ resolved: ResolvedLayout, scale: Double) {
        nodes = []
        let grid = PixelGrid(scale: scale)
        func visit(_ layout: Layout, _ node: LayoutNode, origin: Point, path: String, parent: Int?)
        {
            let absolute = origin + layout.frame.origin
            let index = nodes.count
            nodes.append(
                InspectedNode(
                    path: path, id: node.id, kind: node.kind, style: node.style,
                    frame: Rect(origin: grid.ceil(absolute), size: layout.size), parent: parent,
                    children: []))
            if let parent { nodes[parent].children.append(index) }
            guard layout.children.count == node.children.count else { return }
            let order = node.childIndicesInPaintOrder
            // Visit in element order so that children[] lists them as the tree does.
            for elementIndex in node.children.indices {
                guard let position = order.firstIndex(of: elementIndex) else { continue }
                visit(
                    layout.children[position], node.children[elementIndex], origin: absolute,
                    path: path
                        + Layout.pathComponent(type: node.kind.typeName, elementIndex: elementIndex),
                    parent: index)
            }
        }
        visit(resolved.layout, resolved.tree, origin: .zero, path: "root", parent: nil)
    }
}
