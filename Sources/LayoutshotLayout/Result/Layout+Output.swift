import LayoutshotCore

extension Layout {
    /// The `layout --json` document: `{"size": [w, h], "root": {…}}`, one node per object with
    /// `type`, `id` (when set), `frame` `[x, y, w, h]` and `children` (when any). Numbers have at
    /// most 4 decimals; key order is fixed, so the same layout always gives the same bytes.
    ///
    /// - Parameter absoluteScale: when set, frames are in root coordinates, origins snapped to
    ///   the pixel grid at that scale (what is drawn), instead of in the parent's space.
    public func jsonDocument(absoluteScale: Double? = nil) -> String {
        var out = "{\n  \"size\": [\(formatPoints(size.width)), \(formatPoints(size.height))],\n  \"root\": "
        let grid = absoluteScale.map { PixelGrid(scale: $0) }
        appendJSON(to: &out, indent: 2, parentOrigin: .zero, grid: grid)
        out += "\n}\n"
        return out
    }

    private func appendJSON(to out: inout String, indent: Int, parentOrigin: Point, grid: PixelGrid?) {
        let pad = String(repeating: " ", count: indent + 2)
        let origin = parentOrigin + frame.origin
        let shown = grid.map { Rect(origin: $0.ceil(origin), size: frame.size) } ?? frame
        out += "{\n\(pad)\"type\": \(jsonQuoted(type)),\n"
        if let id { out += "\(pad)\"id\": \(jsonQuoted(id)),\n" }
        out += "\(pad)\"frame\": [\(formatPoints(shown.minX)), \(formatPoints(shown.minY)), "
        out += "\(formatPoints(shown.size.width)), \(formatPoints(shown.size.height))]"
        if !children.isEmpty {
            out += ",\n\(pad)\"children\": ["
            for (index, child) in children.enumerated() {
                out += index == 0 ? "\n\(pad)  " : ",\n\(pad)  "
                child.appendJSON(to: &out, indent: indent + 4, parentOrigin: origin, grid: grid)
            }
            out += "\n\(pad)]"
        }
        out += "\n" + String(repeating: " ", count: indent) + "}"
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

    private func appendTree(to out: inout String, depth: Int, parentOrigin: Point, grid: PixelGrid?) {
        let origin = parentOrigin + frame.origin
        let shown = grid.map { $0.ceil(origin) } ?? frame.origin
        out += String(repeating: "  ", count: depth) + type
        if let id { out += " #" + id }
        out += "  (\(formatPoints(shown.x)), \(formatPoints(shown.y))) "
        out += "\(formatPoints(size.width))×\(formatPoints(size.height))\n"
        for child in children { child.appendTree(to: &out, depth: depth + 1, parentOrigin: origin, grid: grid) }
    }
}
