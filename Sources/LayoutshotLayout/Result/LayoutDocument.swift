import LayoutshotCore

/// The layout document: what `layoutshot layout --json` prints, `{"size": [w, h], "root": {…}}`
/// with one object per node, with `JSONOutputEncoder` (the same layout gives the same bytes);
/// with its decisions, a reference's sidecar (`sidecarBytes()`, `read(_:file:)` in LayoutshotDiff).
///
/// ```swift
/// let document = LayoutDocument(layout, absoluteScale: 2)
/// let json = try JSONOutputEncoder().string(of: document)   // layout.jsonDocument(absoluteScale: 2)
/// ```
public struct LayoutDocument: Encodable, Hashable, Sendable {
    /// The root's size, written first for readers that want only it.
    public var size: Size
    /// The layout tree.
    public var root: Layout
    /// Why each node has its size and place: a reference's sidecar keeps them, so that a failing
    /// snapshot can name the decision that changed; `layout --json` writes none.
    public var decisions: LayoutDecisions?

    /// The document of `layout`, whose size it takes: frames in the parent's space, or, with
    /// `absoluteScale`, in root coordinates with origins snapped to the pixel grid at that scale
    /// (what is drawn).
    public init(_ layout: Layout, absoluteScale: Double? = nil, decisions: LayoutDecisions? = nil) {
        size = layout.size
        root =
            absoluteScale.map { layout.absolute(in: PixelGrid(scale: $0), parentOrigin: .zero) }
            ?? layout
        self.decisions = decisions
    }

    private enum CodingKeys: String, CodingKey {
        case size, root
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode([size.width, size.height], forKey: .size)
        try container.encode(root, forKey: .root)
    }
}

extension Layout {
    /// This layout with every frame in root coordinates, origins ceiled to `grid`.
    fileprivate func absolute(in grid: PixelGrid, parentOrigin: Point) -> Layout {
        let origin = parentOrigin + frame.origin
        return Layout(
            type: type, id: id, frame: Rect(origin: grid.ceil(origin), size: size),
            children: children.map { $0.absolute(in: grid, parentOrigin: origin) })
    }
}
