import LayoutshotCore

/// A straight 8-bit RGBA canvas that tests paint axis-aligned rectangles on: the minimal
/// renderer needed to compare flat colour-box layouts with reference images.
///
/// ```swift
/// var raster = Raster(width: 4, height: 2)          // transparent
/// raster.fill(x: 1, y: 0, width: 2, height: 2, color: .red)
/// ```
public struct Raster: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public private(set) var rgba: [UInt8]

    /// Creates a canvas of `width × height` pixels filled with `color` (transparent by default).
    public init(width: Int, height: Int, color: Color = .clear) {
        precondition(
            width >= 0 && height >= 0,
            "Raster: size must not be negative, got \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear { fill(x: 0, y: 0, width: width, height: height, color: color) }
    }

    /// Replaces the pixels of a rectangle with `color` (no blending), clipped to the canvas.
    ///
    /// - Complexity: O(`width × height`) of the clipped rectangle.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, color: Color) {
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(self.width, x + width)
        let y1 = min(self.height, y + height)
        guard x0 < x1, y0 < y1 else { return }
        // One row of the rectangle is built once and copied (memcpy) into every row: fast even
        // in debug builds, where a per-byte loop over a 1200×1200 canvas takes seconds.
        let span = [color.red, color.green, color.blue, color.alpha].repeated(x1 - x0)
        let rowStride = self.width * 4
        rgba.withUnsafeMutableBufferPointer { pixels in
            span.withUnsafeBufferPointer { source in
                guard let destination = pixels.baseAddress, let source = source.baseAddress else {
                    return
                }
                for row in y0..<y1 {
                    (destination + row * rowStride + x0 * 4).update(from: source, count: span.count)
                }
            }
        }
    }

    /// Fills `frame`, given in points, at `scale` pixels per point. The frame's edges SHOULD lie
    /// on the pixel grid (as `Layout.absoluteFrames(scale:)` gives them); they are rounded.
    public mutating func fill(_ frame: Rect, scale: Double, color: Color) {
        let x = Int((frame.minX * scale).rounded())
        let y = Int((frame.minY * scale).rounded())
        let maxX = Int((frame.maxX * scale).rounded())
        let maxY = Int((frame.maxY * scale).rounded())
        fill(x: x, y: y, width: maxX - x, height: maxY - y, color: color)
    }
}

extension Array {
    /// The array's elements repeated `count` times.
    fileprivate func repeated(_ count: Int) -> [Element] {
        Array(Swift.repeatElement(self, count: count).joined())
    }
}
