import LayoutshotCore
import LayoutshotRender

/// The size of a picture in a pull-request comment: GitHub shows a comment at most about 900
/// pixels wide, so `publish` shrinks a wider picture by a whole factor (each pixel the mean of a
/// square of them) instead of pushing pixels nobody sees.
enum CommentPictureSize {
    /// The widest picture published as it is, in pixels.
    static let maxWidth = 900

    /// `bytes` (a PNG) shrunk by the smallest whole factor that makes it at most ``maxWidth``
    /// wide; `nil` when it is that narrow already.
    /// - Throws: `RenderError` when the bytes are not a PNG the codec reads.
    static func fitted(_ bytes: [UInt8], file: String) throws -> [UInt8]? {
        let image = try PNGCodec.decode(bytes, file: file).image
        guard image.width > maxWidth else { return nil }
        let factor = (image.width + maxWidth - 1) / maxWidth
        let width = max(1, image.width / factor)
        let height = max(1, image.height / factor)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Premultiplied sums: a transparent pixel adds no colour to its square.
                var sums = (red: 0, green: 0, blue: 0, alpha: 0)
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let offset = ((y * factor + dy) * image.width + x * factor + dx) * 4
                        let alpha = Int(image.pixels[offset + 3])
                        sums.red += Int(image.pixels[offset]) * alpha
                        sums.green += Int(image.pixels[offset + 1]) * alpha
                        sums.blue += Int(image.pixels[offset + 2]) * alpha
                        sums.alpha += alpha
                    }
                }
                let offset = (y * width + x) * 4
                if sums.alpha > 0 {
                    pixels[offset] = UInt8((sums.red + sums.alpha / 2) / sums.alpha)
                    pixels[offset + 1] = UInt8((sums.green + sums.alpha / 2) / sums.alpha)
                    pixels[offset + 2] = UInt8((sums.blue + sums.alpha / 2) / sums.alpha)
                }
                let count = factor * factor
                pixels[offset + 3] = UInt8((sums.alpha + count / 2) / count)
            }
        }
        return try PNGCodec.encode(RGBAImage(width: width, height: height, pixels: pixels))
    }
}
