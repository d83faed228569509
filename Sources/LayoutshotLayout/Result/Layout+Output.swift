import LayoutshotCore

extension Layout {
    /// The `layout --json` document: `{"size": [w, h], "root": {…}}`, one node per object with
    /// `type`, `id` (when set), `frame` `[x, y, w, h]` and `children` (when any): the
    /// `LayoutDocument` of this layout as `JSONOutputEncoder` writes it. Numbers have at most 4
    /// decimals; key order is fixed, so the same layout always gives the same bytes.
    ///
    /// - Parameters:
    /// - Parameter absoluteScale: when set, frames are in root coordinates, origins snapped to the
    ///   pixel grid at that scale (what is drawn), instead of in the parent's space.
    /// - Complexity: O(n) in the number of nodes, written into one byte buffer.
    public func jsonDocument(absoluteScale: Double? = nil) -> String {
        do {
            return try JSONOutputEncoder().string(
                of: LayoutDocument(self, absoluteScale: absoluteScale))
        } catch {
            // Only an encode(to:) of its own can throw, and neither a layout's nor its document's does.
            preconditionFailure("a layout document could not be written: \(error)")
        }
    }

    /// An indented, readable tree, one node a line: `stack #row  (10, 10) 300×44`.
    ///
    /// - Parameter absoluteScale: as in `jsonDocument(absoluteScale:)`.
    public func treeDescription(absoluteScale: Double? = nil) -> String {
        var out = ""
        let grid = absoluteScale.map { PixelGrid(scale: $0) }
        appendTree(to: &out, depth: 0, parentOrigin: .zero, grid: grid)
        return out
    }

    private func appendTree(to out: inout String, depth: Int, parentOrigin: Point, grid: PixelGrid?)
    {
        let origin = parentOrigin + frame.origin
        let shown = grid.map { $0.ceil(origin) } ?? frame.origin
        out += String(repeating: "  ", count: depth) + type
        if let id { out += " #" + id }
        out += "  (\(formatPoints(shown.x)), \(formatPoints(shown.y))) "
        out += "\(formatPoints(size.width))×\(formatPoints(size.height))\n"
        for child in children {
            child.appendTree(to: &out, depth: depth + 1, parentOrigin: origin, grid: grid)
        }
    }
}

extension Layout: JSONOutputObjectWriting {
    /// The members `encode(to:)` writes, into a `JSONOutputEncoder` document's object.
    package func write(to object: JSONOutputObject) throws {
        object.string(type, forKey: CodingKeys.type.stringValue)
        if let id { object.string(id, forKey: CodingKeys.id.stringValue) }
        object.numbers(
            frame.origin.x, frame.origin.y, frame.size.width, frame.size.height,
            forKey: CodingKeys.frame.stringValue)
        if !children.isEmpty { try object.list(children, forKey: CodingKeys.children.stringValue) }
    }
}

/// A node of the layout document (`LayoutDocument`): `type`, `id` when set, `frame` as
/// `[x, y, w, h]` and `children` when any, in that order.
///
/// ```swift
/// let json = try JSONOutputEncoder().string(of: layout.children[0])
/// ```
extension Layout: Encodable {
    fileprivate enum CodingKeys: String, CodingKey {
        case type, id, frame, children
    }

    public func encode(to encoder: any Encoder) throws {
        // A `JSONOutputEncoder` document (`layout --json`) is written member by member: through
        // the keyed container, 100,001 nodes cost 1.75 G instructions, a third of the command.
        if let object = JSONOutputObject(encoder) { return try write(to: object) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height], forKey: .frame)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }
}
