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
        precondition(width >= 0 && height >= 0, "Raster: size must not be negative, got \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = Array([color.red, color.green, color.blue, color.alpha].repeated(width * height))
    }

    /// Replaces the pixels of a rectangle with `color` (no blending), clipped to the canvas.
    ///
    /// - Complexity: O(`width × height`) of the clipped rectangle.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, color: Color) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(self.width, x + width), y1 = min(self.height, y + height)
        guard x0 < x1, y0 < y1 else { return }
        let (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        let rowStride = self.width * 4
        rgba.withUnsafeMutableBufferPointer { pixels in
            for row in y0 ..< y1 {
                for offset in stride(from: row * rowStride + x0 * 4, to: row * rowStride + x1 * 4, by: 4) {
                    pixels[offset] = red
                    pixels[offset + 1] = green
                    pixels[offset + 2] = blue
                    pixels[offset + 3] = alpha
                }
            }
        }
    }

    /// Fills `frame`, given in points, at `scale` pixels per point. The frame's edges SHOULD lie
    /// on the pixel grid (as `Layout.absoluteFrames(scale:)` gives them); they are rounded.
    public mutating func fill(_ frame: Rect, scale: Double, color: Color) {
        let x = Int((frame.minX * scale).rounded()), y = Int((frame.minY * scale).rounded())
        let maxX = Int((frame.maxX * scale).rounded()), maxY = Int((frame.maxY * scale).rounded())
        fill(x: x, y: y, width: maxX - x, height: maxY - y, color: color)
    }
}

extension Array {
    /// The array's elements repeated `count` times.
    fileprivate func repeated(_ count: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(self.count * count)
        for _ in 0 ..< count { result.append(contentsOf: self) }
        return result
    }
}
