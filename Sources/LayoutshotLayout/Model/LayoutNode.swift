import LayoutshotCore

/// One element of a layout tree: a spec or a leaf, its style and its children. Fixtures decode
/// into it and the DSL builds it; the engine lays it out.
///
/// Children are stored in the element's own order: `[child, overlay]`, `[child, background]`,
/// `[child, corner]`; the `Layout` result lists them in Texture's paint order.
///
/// ```swift
/// var node = LayoutNode(.box(BoxAppearance(color: .red)))
/// node.style.preferredSize = Size(40, 40)
/// ```
public struct LayoutNode: Sendable {
    /// The name used in output and errors; optional.
    public var id: String?
    /// The `ASLayoutElementStyle` properties.
    public var style: LayoutStyle
    /// What kind of element this is, with its own properties.
    public var kind: Kind { didSet { kindCode = kind.code } }
    /// The kind's case, kept beside it for the engine (`KindCode` says why).
    private(set) var kindCode: KindCode
    /// The children, in the element's own order.
    public var children: [LayoutNode]
    /// The object this node was made from, for front ends that map results back; `nil` for
    /// fixtures and the DSL.
    public var source: LayoutSource?

    /// Creates a node.
    public init(
        _ kind: Kind, id: String? = nil, style: LayoutStyle = LayoutStyle(),
        children: [LayoutNode] = []
    ) {
        self.kind = kind
        self.kindCode = kind.code
        self.id = id
        self.style = style
        self.children = children
    }

    /// The indices of `children` in paint order, as the layout lists them: a background spec
    /// paints its background (element index 1) first (`KindDeclaration.paintOrder(_:among:)`).
    public var childIndicesInPaintOrder: [Int] {
        let count = children.count
        return (0..<count).map {
            KindDeclaration.paintOrder(
                $0, among: count, paintsSecondChildFirst: kind.paintsSecondChildFirst)
        }
    }

    /// The number of nodes in this subtree, this one included.
    public var nodeCount: Int { 1 + Self.count(children) }

    /// The nodes in `nodes` and their subtrees. Only each node's children are read: reading a
    /// node of an array whole copies it (a dozen reference counts).
    private static func count(_ nodes: [LayoutNode]) -> Int {
        var count = nodes.count
        for index in nodes.indices { count += Self.count(nodes[index].children) }
        return count
    }
}
