import LayoutshotCore
import LayoutshotLayout

/// A layout flattened for painting: every node in paint order with its frame in root
/// coordinates (origins snapped to the pixel grid, as Texture flattens), what it paints, and
/// the node it came from, so that both backends draw the same list and a diff can attribute
/// pixels to nodes.
public struct DisplayList: Sendable {
    /// The canvas size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// The canvas colour.
    public var background: Color
    /// Every node, depth-first in paint order.
    public var items: [Item]

    /// One node of the list.
    public struct Item: Sendable {
        /// `root.children[1].child`.
        public var path: String
        /// The node's `id`, when it has one.
        public var id: String?
        /// The element type (`stack`, `box`, …).
        public var type: String
        /// How deep the node is in the tree; the root is 0.
        public var depth: Int
        /// The frame in root coordinates, in points.
        public var frame: Rect
        /// What the node paints.
        public var content: Content
        /// The node's element, for outlines (insets, spacing, baselines).
        public var kind: LayoutNode.Kind
        /// Frames of the children, for outlines (stack spacing).
        public var childFrames: [Rect]
        /// The first baseline of a text, from its top.
        public var baseline: Double?
    }

    /// What a node paints.
    public enum Content: Sendable {
        /// Nothing: a spec, or a spacer; only outlines show it.
        case none
        /// A box: its fill, border and rounded corners.
        case box(BoxAppearance)
        /// A text, drawn by Pango in the frame.
        case text(TextContent)
        /// An image, drawn into the frame by its content mode.
        case image(ImageContent)
    }

    /// Pairs the layout with the tree it came from. The two have the same shape, except that a
    /// background spec lists its background first in the layout, and a node that a stack sized
    /// without laying it out has no children in the layout.
    public init(
        layout: Layout, root: LayoutNode, scale: Double, background: Color,
        baselines: (TextContent, Size) -> Double? = { _, _ in nil }
    ) {
        size = layout.size
        self.scale = scale
        self.background = background
        items = []
        let grid = PixelGrid(scale: scale)
        func visit(_ layout: Layout, _ node: LayoutNode, origin: Point, path: String, depth: Int) {
            let absolute = origin + layout.frame.origin
            let frame = Rect(origin: grid.ceil(absolute), size: layout.size)
            let content: Content
            var baseline: Double?
            switch node.kind {
            case .box(let box): content = .box(box)
            case .text(let text):
                content = .text(text)
                baseline = baselines(text, layout.size)
            case .image(let image): content = .image(image)
            case .deferred(let deferred): content = deferred.appearance.map { .box($0) } ?? .none
            default: content = .none
            }
            items.append(
                Item(
                    path: path, id: node.id, type: layout.type, depth: depth, frame: frame,
                    content: content,
                    kind: node.kind,
                    childFrames: layout.children.map { $0.frame.offsetBy(frame.origin) },
                    baseline: baseline))
            guard layout.children.count == node.children.count else { return }
            for (child, index) in zip(layout.children, node.childIndicesInPaintOrder) {
                visit(
                    child, node.children[index], origin: absolute,
                    path: path + Self.component(node.kind, index),
                    depth: depth + 1)
            }
        }
        visit(layout, root, origin: .zero, path: "root", depth: 0)
    }

    /// The path component of child `index` (element order), as fixture errors name it.
    static func component(_ kind: LayoutNode.Kind, _ index: Int) -> String {
        Layout.pathComponent(type: kind.typeName, elementIndex: index)
    }

    /// The pixel size of the canvas: points × scale, rounded up.
    public var pixelSize: (width: Int, height: Int) {
        (
            Int(saturating: (size.width * scale).rounded(.up)),
            Int(saturating: (size.height * scale).rounded(.up))
        )
    }
}
