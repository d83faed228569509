import CPangoCairo
import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// Works out which node painted each pixel, for attributing changed pixels: boxes own the
/// pixels whose centres fall in their (rounded) shape, images their frame, texts the pixels
/// their glyphs cover (drawn into a mask). Later nodes in paint order win.
struct OwnershipPainter {
    let text: TextEngine

    func ownership(of list: DisplayList) throws(RenderError) -> PixelOwnership {
        let (width, height) = list.pixelSize
        let scale = list.scale
        var owners = [Int32](repeating: -1, count: width * height)
        var nodes: [PixelOwnership.Node] = []
        let names = NodeName.names(list.items.map { ($0.id, $0.type, $0.path) })
        for item in list.items {
            let index = Int32(nodes.count)
            let x0 = Swift.max(0, Int(saturating: (item.frame.minX * scale).rounded(.down)))
            let y0 = Swift.max(0, Int(saturating: (item.frame.minY * scale).rounded(.down)))
            let x1 = Swift.min(width, Int(saturating: (item.frame.maxX * scale).rounded(.up)))
            let y1 = Swift.min(height, Int(saturating: (item.frame.maxY * scale).rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            /// The pixels of the box's shape (its rounded corners left out), when it paints anything.
            func own(_ box: BoxAppearance) -> Bool {
                guard box.paints else { return false }
                let radius = Swift.max(
                    0,
                    Swift.min(
                        box.cornerRadius, item.frame.size.width / 2, item.frame.size.height / 2))
                for y in y0..<y1 {
                    for x in x0..<x1
                    where Self.contains(
                        item.frame, radius: radius,
                        Point((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale))
                    {
                        owners[y * width + x] = index
                    }
                }
                return true
            }
            switch item.content {
            case .none:
                continue
            case .box(let box):
                guard own(box) else { continue }
            case .image(let image):
                guard image.opacity > 0 else { continue }
                for y in y0..<y1 {
                    for x in x0..<x1 { owners[y * width + x] = index }
                }
            case .text(let content):
                guard content.opacity > 0 else { continue }
                // A backdrop is the node's too; glyphs that overflow the frame are added to it.
                _ = content.backdrop.map(own)
                let mask = try glyphMask(
                    content, frame: item.frame, pixels: (x0, y0, x1 - x0, y1 - y0), scale: scale)
                for y in 0..<(y1 - y0) {
                    for x in 0..<(x1 - x0) where mask[y * (x1 - x0) + x] {
                        owners[(y + y0) * width + x + x0] = index
                    }
                }
            }
            nodes.append(PixelOwnership.Node(name: names[item.path] ?? item.path, type: item.type))
        }
        return PixelOwnership(owners: owners, nodes: nodes)
    }

    /// The pixels (of the given pixel rectangle) that the text's glyphs touch.
    private func glyphMask(
        _ content: TextContent, frame: Rect, pixels: (Int, Int, Int, Int), scale: Double
    )
        throws(RenderError) -> [Bool]
    {
        let surface = try CairoSurface(imageWidth: pixels.2, height: pixels.3)
        let context = try CairoContext(surface: surface, scale: scale)
        cairo_translate(context.pointer, -Double(pixels.0) / scale, -Double(pixels.1) / scale)
        let layout = text.makeLayout(content, width: frame.size.width, height: frame.size.height)
        text.draw(layout, on: context.pointer, at: frame.origin, color: .black)
        let image = surface.rgbaImage()
        return stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] > 0 }
    }

    /// Whether `point` is inside `rect` with corners rounded by `radius`.
    static func contains(_ rect: Rect, radius: Double, _ point: Point) -> Bool {
        guard point.x >= rect.minX, point.x < rect.maxX, point.y >= rect.minY, point.y < rect.maxY
        else { return false }
        guard radius > 0 else { return true }
        let cx = Swift.min(Swift.max(point.x, rect.minX + radius), rect.maxX - radius)
        let cy = Swift.min(Swift.max(point.y, rect.minY + radius), rect.maxY - radius)
        let dx = point.x - cx
        let dy = point.y - cy
        return dx * dx + dy * dy <= radius * radius
    }
}
