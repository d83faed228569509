import CPNG

/// A decoded PNG file: straight (non-premultiplied) 8-bit RGBA pixels, row by row from the top
/// left, for comparing rendered output with reference images in tests.
///
/// ```swift
/// let reference = try PNGTestImage(contentsOfFile: "Fixtures/Texture/testOverlay.png")
/// reference.pixel(x: 0, y: 0)   // [0, 0, 255, 255]
/// ```
public struct PNGTestImage: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var rgba: [UInt8]

    /// Reads and decodes the PNG file at `path`, converting any colour type to 8-bit RGBA.
    ///
    /// - Throws: `PNGTestImageError` naming the file and libpng's message.
    ///
    /// The corresponding C functions are `png_image_begin_read_from_file` and
    /// `png_image_finish_read` (libpng's simplified API).
    public init(contentsOfFile path: String) throws(PNGTestImageError) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGTestImageError(path: path, message: Self.message(of: &image))
        }
        // PNG_FORMAT_RGBA is PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA; spelled out because
        // Swift does not import macros built from other macros.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width)
        let height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            throw PNGTestImageError(path: path, message: message)
        }
        self.width = width
        self.height = height
        self.rgba = pixels
    }

    /// The four channels of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> ArraySlice<UInt8> {
        let start = (y * width + x) * 4
        return rgba[start..<start + 4]
    }

    /// libpng's NUL-terminated `message` buffer as a string.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
