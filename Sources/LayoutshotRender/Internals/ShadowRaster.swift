import LayoutshotCore
import LayoutshotLayout

/// A box's shadow as pixels, computed by Layoutshot alone so that it is the same bytes with any
/// Cairo, pixman or FreeType: the casting shape's coverage (4 × 4 samples a pixel at its edges),
/// blurred by three box blurs that approximate the Gaussian of the shadow's radius, in integers,
/// then tinted. The image is on the device's pixel grid, so it is composited pixel for pixel.
enum ShadowRaster {
    /// The most pixels a shadow's image may have (a 4096-pixel square); a larger one is not drawn.
    static let maximumPixels = 4096 * 4096

    /// The shadow `box` casts when drawn in `frame` (points) at `scale` pixels per point: the image
    /// and the rectangle (points) it covers; `nil` when it casts none (a clear box without a
    /// shadow shape, a clear colour, a box too large).
    static func image(for box: BoxAppearance, in frame: Rect, scale: Double) -> (
        image: RGBAImage, rect: Rect
    )? {
        guard let shadow = box.shadow, shadow.color.alpha > 0, scale > 0 else { return nil }
        let local: BoxShadow.Shape
        if let shape = shadow.shape {
            local = shape
        } else if box.color.alpha > 0 {
            local = .roundedRect(
                Rect(0, 0, frame.size.width, frame.size.height), radius: box.cornerRadius,
                corners: box.maskedCorners)
        } else {
            return nil
        }
        let origin = Point(frame.minX + shadow.offset.x, frame.minY + shadow.offset.y)
        let shape = Shape(local, at: origin, scale: scale)
        let sigma = Swift.min(shadow.radius * scale, 512)
        let boxes = boxSizes(sigma: sigma)
        let margin = boxes.reduce(0) { $0 + $1 / 2 } + 1
        let bounds = shape.bounds
        guard bounds.size.width.isFinite, bounds.size.height.isFinite, bounds.maxX > bounds.minX,
            bounds.maxY > bounds.minY
        else { return nil }
        let x0 = Int((bounds.minX).rounded(.down)) - margin
        let y0 = Int((bounds.minY).rounded(.down)) - margin
        let width = Int((bounds.maxX).rounded(.up)) + margin - x0
        let height = Int((bounds.maxY).rounded(.up)) + margin - y0
        guard width > 0, height > 0, width <= maximumPixels / height else { return nil }
        var alpha = coverage(of: shape, x0: x0, y0: y0, width: width, height: height)
        for size in boxes where size > 1 {
            blur(&alpha, width: width, height: height, size: size, horizontal: true)
            blur(&alpha, width: width, height: height, size: size, horizontal: false)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let tint = UInt32(shadow.color.alpha)
        for index in 0..<(width * height) {
            // `alpha` is coverage × 256 (0…65,280); times the colour's alpha, rounded.
            let value = (alpha[index] * tint + 32_640) / 65_280
            guard value > 0 else { continue }
            pixels[index * 4] = shadow.color.red
            pixels[index * 4 + 1] = shadow.color.green
            pixels[index * 4 + 2] = shadow.color.blue
            pixels[index * 4 + 3] = UInt8(value)
        }
        let rect = Rect(
            Double(x0) / scale, Double(y0) / scale, Double(width) / scale, Double(height) / scale)
        return (RGBAImage(width: width, height: height, pixels: pixels), rect)
    }

    /// The widths of three box blurs whose succession approximates a Gaussian of standard
    /// deviation `sigma` pixels (odd widths, the usual split between two sizes).
    static func boxSizes(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerSq = Double(lower * lower)
        let count = Int(
            ((12 * sigma * sigma - 3 * lowerSq - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
                .rounded())
        return (0..<3).map { $0 < count ? Swift.max(1, lower) : upper }
    }

    /// Coverage × 256 (0…65,280) of each pixel of the region by `shape`: 4 × 4 samples where the
    /// pixel's corners disagree, the corners' answer elsewhere.
    private static func coverage(of shape: Shape, x0: Int, y0: Int, width: Int, height: Int)
        -> [UInt32]
    {
        var alpha = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let top = Double(y0 + row)
            for column in 0..<width {
                let left = Double(x0 + column)
                let topLeft = shape.contains(left, top)
                let topRight = shape.contains(left + 1, top)
                let bottomLeft = shape.contains(left, top + 1)
                let bottomRight = shape.contains(left + 1, top + 1)
                let inside: Int
                if topLeft && topRight && bottomLeft && bottomRight {
                    // Every shape is convex: a pixel whose corners are inside is inside whole.
                    inside = 16
                } else if !(topLeft || topRight || bottomLeft || bottomRight)
                    && !shape.touches(left, top)
                {
                    inside = 0
                } else {
                    var count = 0
                    for sy in 0..<4 {
                        for sx in 0..<4
                        where shape.contains(
                            left + (Double(sx) + 0.5) / 4, top + (Double(sy) + 0.5) / 4)
                        {
                            count += 1
                        }
                    }
                    inside = count
                }
                alpha[row * width + column] = UInt32(inside * 255 * 256 / 16)
            }
        }
        return alpha
    }

    /// One box blur of width `size` (odd) along rows or columns, the edges read as transparent,
    /// each sum divided with rounding.
    private static func blur(
        _ values: inout [UInt32], width: Int, height: Int, size: Int, horizontal: Bool
    ) {
        let half = size / 2
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let step = horizontal ? 1 : width
        var line = [UInt32](repeating: 0, count: length)
        let divisor = UInt64(size)
        for index in 0..<lines {
            let start = horizontal ? index * width : index
            for position in 0..<length { line[position] = values[start + position * step] }
            var sum: UInt64 = 0
            for position in 0..<Swift.min(half, length) { sum += UInt64(line[position]) }
            for position in 0..<length {
                let entering = position + half
                if entering < length { sum += UInt64(line[entering]) }
                let leaving = position - half - 1
                if leaving >= 0 { sum -= UInt64(line[leaving]) }
                values[start + position * step] = UInt32((sum + divisor / 2) / divisor)
            }
        }
    }

    /// A casting shape in device pixels.
    private struct Shape {
        enum Kind {
            case rect
            case oval
            case rounded(radius: Double, corners: BoxCorners)
        }

        let bounds: Rect
        let kind: Kind

        init(_ shape: BoxShadow.Shape, at origin: Point, scale: Double) {
            func pixels(_ rect: Rect) -> Rect {
                Rect(
                    (origin.x + rect.minX) * scale, (origin.y + rect.minY) * scale,
                    rect.size.width * scale,
                    rect.size.height * scale)
            }
            switch shape {
            case .rect(let rect):
                (bounds, kind) = (pixels(rect), .rect)
            case .oval(let rect):
                (bounds, kind) = (pixels(rect), .oval)
            case .roundedRect(let rect, let radius, let corners):
                let box = pixels(rect)
                let r = Swift.max(
                    0, Swift.min(radius * scale, box.size.width / 2, box.size.height / 2))
                (bounds, kind) = (box, r > 0 ? .rounded(radius: r, corners: corners) : .rect)
            }
        }

        /// Whether the shape reaches into the pixel at (`left`, `top`) although none of its
        /// corners is inside (a thin shape, or a corner of the shape inside the pixel).
        func touches(_ left: Double, _ top: Double) -> Bool {
            bounds.minX < left + 1 && bounds.maxX > left && bounds.minY < top + 1
                && bounds.maxY > top
                && (bounds.minX > left || bounds.maxX < left + 1 || bounds.minY > top
                    || bounds.maxY < top + 1)
        }

        func contains(_ x: Double, _ y: Double) -> Bool {
            guard x >= bounds.minX, x <= bounds.maxX, y >= bounds.minY, y <= bounds.maxY else {
                return false
            }
            switch kind {
            case .rect:
                return true
            case .oval:
                let rx = bounds.size.width / 2
                let ry = bounds.size.height / 2
                let dx = (x - bounds.minX - rx) / rx
                let dy = (y - bounds.minY - ry) / ry
                return dx * dx + dy * dy <= 1
            case .rounded(let r, let corners):
                let left = x < bounds.minX + r
                let right = x > bounds.maxX - r
                let top = y < bounds.minY + r
                let bottom = y > bounds.maxY - r
                let corner: (BoxCorners, Double, Double)? =
                    switch (left, right, top, bottom) {
                    case (true, _, true, _): (.topLeft, bounds.minX + r, bounds.minY + r)
                    case (_, true, true, _): (.topRight, bounds.maxX - r, bounds.minY + r)
                    case (true, _, _, true): (.bottomLeft, bounds.minX + r, bounds.maxY - r)
                    case (_, true, _, true): (.bottomRight, bounds.maxX - r, bounds.maxY - r)
                    default: nil
                    }
                guard let (mask, cx, cy) = corner, corners.contains(mask) else { return true }
                return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
            }
        }
    }
}
