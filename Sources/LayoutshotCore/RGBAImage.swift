/// A raster image: 8-bit red, green, blue, alpha per pixel, straight (not premultiplied)
/// alpha, rows top to bottom without padding.
///
/// ```swift
/// var image = RGBAImage(width: 2, height: 1, fill: .white)
/// image[1, 0] = .red
/// ```
public struct RGBAImage: Hashable, Sendable {
    /// The number of pixel columns.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8]

    /// Wraps existing pixels; `pixels.count` MUST be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "RGBAImage: \(pixels.count) bytes do not make a \(width)x\(height) RGBA image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: Color = .clear) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset] = fill.red
                pixels[offset + 1] = fill.green
                pixels[offset + 2] = fill.blue
                pixels[offset + 3] = fill.alpha
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Color {
        get {
            let offset = (y * width + x) * 4
            return Color(
                red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
                alpha: pixels[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        var index = 3
        while index < pixels.count {
            if pixels[index] != 255 { return false }
            index += 4
        }
        return true
    }
}
