import LayoutshotCore

extension Layout {
    /// The `layout --json` document: `{"size": [w, h], "root": {…}}`, one node per object with
    /// `type`, `id` (when set), `frame` `[x, y, w, h]` and `children` (when any). Numbers have at
    /// most 4 decimals; key order is fixed, so the same layout always gives the same bytes.
    ///
    /// - Parameter absoluteScale: when set, frames are in root coordinates, origins snapped to
    ///   the pixel grid at that scale (what is drawn), instead of in the parent's space.
    /// - Complexity: O(n) in the number of nodes, written into one byte buffer.
    public func jsonDocument(absoluteScale: Double? = nil) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        out += "{\n  \"size\": [".utf8
        appendPoints(size.width, to: &out)
        out += ", ".utf8
        appendPoints(size.height, to: &out)
        out += "],\n  \"root\": ".utf8
        appendJSON(to: &out, indent: 2, parentOrigin: .zero, grid: absoluteScale.map { PixelGrid(scale: $0) })
        out += "\n}\n".utf8
        return String(decoding: out, as: UTF8.self)
    }

    private func appendJSON(to out: inout [UInt8], indent: Int, parentOrigin: Point, grid: PixelGrid?) {
        let origin = parentOrigin + frame.origin
        let shown = grid.map { $0.ceil(origin) } ?? frame.origin
        out += "{\n".utf8
        pad(&out, indent + 2)
        out += "\"type\": ".utf8
        out += jsonQuoted(type).utf8
        out += ",\n".utf8
        if let id {
            pad(&out, indent + 2)
            out += "\"id\": ".utf8
            out += jsonQuoted(id).utf8
            out += ",\n".utf8
        }
        pad(&out, indent + 2)
        out += "\"frame\": [".utf8
        appendPoints(shown.x, to: &out)
        out += ", ".utf8
        appendPoints(shown.y, to: &out)
        out += ", ".utf8
        appendPoints(size.width, to: &out)
        out += ", ".utf8
        appendPoints(size.height, to: &out)
        out += "]".utf8
        if !children.isEmpty {
            out += ",\n".utf8
            pad(&out, indent + 2)
            out += "\"children\": [".utf8
            for (index, child) in children.enumerated() {
                out += (index == 0 ? "\n" : ",\n").utf8
                pad(&out, indent + 4)
                child.appendJSON(to: &out, indent: indent + 4, parentOrigin: origin, grid: grid)
            }
            out += "\n".utf8
            pad(&out, indent + 2)
            out += "]".utf8
        }
        out += "\n".utf8
        pad(&out, indent)
        out += "}".utf8
    }

    private func pad(_ out: inout [UInt8], _ count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
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
