import LayoutshotCore
import LayoutshotLayout

/// Which nodes painted the changed pixels: each changed pixel belongs to the topmost node that
/// paints there (a box, text or image; else the deepest node covering it), in the actual layout.
public struct ChangeAttribution: Hashable, Sendable {
    /// A node and how many of the changed pixels it painted.
    public struct Share: Hashable, Sendable, CustomStringConvertible {
        /// "`title`" or "`text` at root.child.children[1]".
        public var node: String
        /// The node's element type.
        public var type: String
        /// How many changed pixels the node painted.
        public var pixels: Int
        /// Its fraction of all changed pixels.
        public var fraction: Double

        /// "91 % of changed pixels in `title`".
        public var description: String {
            "\(Int((fraction * 100).rounded())) % of changed pixels in \(node)"
        }
    }

    /// Nodes by decreasing share.
    public var shares: [Share]

    /// Attributes the `.different` pixels of `classification` to the nodes that painted them in
    /// the actual render. Pixels where only the canvas is now (something moved or disappeared)
    /// go to the node whose frame covered them in the `reference` layout, when there is one.
    public init(
        ownership: PixelOwnership, classification: [PixelClass], reference: Layout? = nil,
        scale: Double = 1,
        width: Int = 0, height: Int = 0
    ) {
        var counts: [String: (type: String, pixels: Int)] = [:]
        var vacated = classification
        var total = 0
        for (pixel, kind) in classification.enumerated()
        where kind == .different && pixel < ownership.owners.count {
            total += 1
            let index = ownership.owners[pixel]
            if index >= 0 && Int(index) < ownership.nodes.count {
                let node = ownership.nodes[Int(index)]
                counts[node.name, default: (node.type, 0)].pixels += 1
                vacated[pixel] = .same
            } else if reference == nil {
                counts["the canvas", default: ("canvas", 0)].pixels += 1
            }
        }
        if let reference {
            for share in ChangeAttribution(
                layout: reference, scale: scale, classification: vacated, width: width,
                height: height
            ).shares {
                counts[share.node, default: (share.type, 0)].pixels += share.pixels
            }
        }
        shares = counts.map { name, entry in
            Share(
                node: name, type: entry.type, pixels: entry.pixels,
                fraction: total > 0 ? Double(entry.pixels) / Double(total) : 0)
        }.sorted { ($0.pixels, $1.node) > ($1.pixels, $0.node) }
    }

    /// Attributes the `.different` pixels of `classification` (row-major, `width` wide) to the
    /// nodes of `layout` drawn at `scale`, by frames: the topmost painting node whose frame
    /// covers a pixel. Coarser than `init(ownership:classification:)`; for when there is no
    /// render to ask.
    public init(
        layout: Layout, scale: Double, classification: [PixelClass], width: Int, height: Int
    ) {
        let frames = layout.absoluteFrames(scale: scale)
        let names = NodeName.names(frames.map { ($0.id, $0.type, $0.path) })
        var owner = [Int32](repeating: -1, count: width * height)
        let painters: Set<String> = ["box", "text", "image"]
        // Covering nodes first (by depth), then painting nodes in paint order on top.
        for pass in 0..<2 {
            for (index, frame) in frames.enumerated()
            where (pass == 0) != painters.contains(frame.type) {
                let x0 = Swift.max(0, Int(saturating: (frame.frame.minX * scale).rounded()))
                let y0 = Swift.max(0, Int(saturating: (frame.frame.minY * scale).rounded()))
                let x1 = Swift.min(width, Int(saturating: (frame.frame.maxX * scale).rounded()))
                let y1 = Swift.min(height, Int(saturating: (frame.frame.maxY * scale).rounded()))
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<y1 {
                    for x in x0..<x1 { owner[y * width + x] = Int32(index) }
                }
            }
        }
        var counts: [Int32: Int] = [:]
        var total = 0
        for (pixel, kind) in classification.enumerated()
        where kind == .different && pixel < owner.count {
            counts[owner[pixel], default: 0] += 1
            total += 1
        }
        shares = counts.map { index, pixels in
            let frame = index >= 0 ? frames[Int(index)] : nil
            return Share(
                node: frame.map { names[$0.path] ?? $0.path } ?? "the canvas",
                type: frame?.type ?? "canvas",
                pixels: pixels, fraction: total > 0 ? Double(pixels) / Double(total) : 0)
        }.sorted { ($0.pixels, $1.node) > ($1.pixels, $0.node) }
    }
}
