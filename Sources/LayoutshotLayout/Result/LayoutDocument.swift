import LayoutshotCore

/// The layout document: what `layoutshot layout --json` prints and a reference's
/// `.layout.json` sidecar holds, `{"size": [w, h], "root": {…}}` with one object per node
/// (`Layout`'s `Codable` form). Every command writes it with `JSONOutputEncoder` (the same
/// layout always gives the same bytes) and the diff reads it back with Foundation's
/// `JSONDecoder` (`LayoutDocument.decode(_:file:)` in LayoutshotDiff).
///
/// ```swift
/// let document = LayoutDocument(layout, absoluteScale: 2)
/// let json = try JSONOutputEncoder().string(of: document)   // layout.jsonDocument(absoluteScale: 2)
/// ```
public struct LayoutDocument: Codable, Hashable, Sendable {
    /// The root's size, written first for readers that want only it.
    public var size: Size
    /// The layout tree.
    public var root: Layout
    /// Why each node has its size and place (`"why"`, after the tree): a reference's sidecar
    /// keeps them, so that a failing snapshot can name the decision that changed; `nil` in
    /// `layout --json` and in sidecars recorded before there were any.
    public var decisions: LayoutDecisions?

    /// A document of `root`, whose size it takes.
    public init(root: Layout, decisions: LayoutDecisions? = nil) {
        size = root.size
        self.root = root
        self.decisions = decisions
    }

    /// The document of `layout`: frames in the parent's space, or, with `absoluteScale`, in
    /// root coordinates with origins snapped to the pixel grid at that scale (what is drawn).
    public init(_ layout: Layout, absoluteScale: Double? = nil, decisions: LayoutDecisions? = nil) {
        self.init(
            root: absoluteScale.map { layout.absolute(in: PixelGrid(scale: $0), parentOrigin: .zero) } ?? layout,
            decisions: decisions)
    }

    private enum CodingKeys: String, CodingKey {
        case size, root
        case decisions = "why"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var size = container.nestedUnkeyedContainer(forKey: .size)
        try size.encode(self.size.width)
        try size.encode(self.size.height)
        try container.encode(root, forKey: .root)
        try container.encodeIfPresent(decisions, forKey: .decisions)
    }

    /// Reads a document as the diff always has: `root` is required, `size` is not (the root's
    /// frame has it), and anything else is ignored. Decisions that do not read are left out:
    /// they only add a cause to a failure's words.
    public init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.root) else {
            throw Layout.documentProblem(Layout.notADocument, at: decoder.codingPath)
        }
        do {
            root = try container.decode(Layout.self, forKey: .root)
        } catch let error as Swift.DecodingError {
            // A problem of the layout's own, in words; else the root is not an object (null).
            if case .dataCorrupted = error { throw error }
            throw Layout.documentProblem(Layout.notADocument, at: decoder.codingPath)
        }
        let numbers = (try? container.decodeIfPresent([Double].self, forKey: .size)) ?? nil
        size = numbers.flatMap { $0.count == 2 ? Size($0[0], $0[1]) : nil } ?? root.size
        decisions = ((try? container.decodeIfPresent(LayoutDecisions.self, forKey: .decisions)) ?? nil).map {
            read in
            // In the layout's order, depth first; nodes the layout does not have are dropped.
            let steps = Dictionary(read.nodes.map { ($0.path, $0.steps) }, uniquingKeysWith: { first, _ in first })
            return LayoutDecisions(
                nodes: root.absoluteFrames(scale: 1).compactMap { frame in
                    steps[frame.path].map { LayoutDecisions.Node(path: frame.path, steps: $0) }
                })
        }
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
