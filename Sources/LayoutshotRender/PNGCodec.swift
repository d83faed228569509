import CPNGCodec
import LayoutshotCore

#if canImport(Glibc)
    import Glibc
#endif

/// PNG encoding and decoding through libpng (not Cairo's PNG writer, which was measured at
/// about 90 % of a render). Corrupt or truncated files are errors, never crashes.
///
/// ```swift
/// let bytes = try PNGCodec.encode(image, metadata: ["layoutshot:renderer": fingerprint])
/// let (decoded, text) = try PNGCodec.decode(bytes, file: "ref.png")
/// ```
public enum PNGCodec {
    /// zlib level 1 without row filters: 4x faster to write than level 6 with all filters for
    /// the same size on flat UI renders (see the benchmark in the closing note), and fast to decode.
    public static let compressionLevel: Int32 = 1
    /// `PNG_FILTER_NONE` (libpng's mask bit 0x08).
    public static let filters: Int32 = 0x08
    /// The largest picture side read or written, in pixels: what Layoutshot renders at most
    /// (`RenderError.tooLarge`), so a 1 GiB RGBA buffer at worst. Checked from the header,
    /// before anything is allocated.
    public static let maximumSide = 16_384

    /// Encodes `image`; opaque images are written as RGB. `metadata` becomes tEXt chunks in
    /// key order, so the bytes depend only on the image and the metadata.
    public static func encode(_ image: RGBAImage, metadata: [String: String] = [:])
        throws(RenderError) -> [UInt8]
    {
        guard image.width >= 1, image.height >= 1 else {
            throw .cannotEncodePNG(
                "the picture is \(image.width)x\(image.height) pixels and a PNG needs at least 1 pixel on "
                    + "each side; give the root a size (a sizeRange minimum or a preferredSize)")
        }
        guard image.width <= maximumSide, image.height <= maximumSide else {
            throw .cannotEncodePNG(
                RenderError.tooLarge(width: image.width, height: image.height).description)
        }
        let rows = image.pixels
        // An opaque picture is written as RGB, its alpha dropped row by row as libpng takes them.
        let opaque = rows.withUnsafeBufferPointer {
            lspng_rgba_is_opaque($0.baseAddress, image.width * image.height) != 0
        }
        let channels: Int32 = opaque ? 3 : 4
        let entries = metadata.sorted { $0.key < $1.key }
        let keys = entries.map { strdup($0.key) }
        let values = entries.map { strdup($0.value) }
        defer {
            keys.forEach { free($0) }
            values.forEach { free($0) }
        }
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rows.withUnsafeBufferPointer { pixels in
            keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { keyPointers in
                values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                    lspng_encode(
                        pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                        image.width * 4, 4, channels, compressionLevel, filters,
                        keyPointers.baseAddress, valuePointers.baseAddress,
                        Int32(entries.count), &output, &outputSize, &message, 256)
                }
            }
        }
        guard status == 0, let output else { throw .cannotEncodePNG(Self.text(of: message)) }
        defer { lspng_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// Decodes PNG bytes into straight RGBA, with the file's text chunks. PNGs in the layout
    /// Layoutshot writes (8-bit RGB/RGBA) are inflated straight into the image's own storage;
    /// libpng decodes every other PNG.
    public static func decode(_ bytes: [UInt8], file: String) throws(RenderError) -> (
        image: RGBAImage, text: [String: String]
    ) {
        try checkHeaderSize(bytes, file: file)
        var width: UInt32 = 0
        var height: UInt32 = 0
        var needed = 0
        var message = [CChar](repeating: 0, count: 256)
        let probe = bytes.withUnsafeBufferPointer {
            lspng_decode_into(
                $0.baseAddress, $0.count, nil, 0, &width, &height, &needed, nil, &message, 256)
        }
        switch probe {
        case 3:
            var text: UnsafeMutablePointer<CChar>?
            var status: Int32 = 1
            let pixels = [UInt8](unsafeUninitializedCapacity: needed) { buffer, count in
                if let base = buffer.baseAddress { HugePages.advise(base, count: needed) }
                status = bytes.withUnsafeBufferPointer {
                    lspng_decode_into(
                        $0.baseAddress, $0.count, buffer.baseAddress, needed, &width, &height,
                        &needed, &text,
                        &message, 256)
                }
                count = status == 0 ? Int(width) * Int(height) * 4 : 0
            }
            defer { lspng_free(text) }
            guard status == 0 else {
                throw .cannotDecodePNG(file: file, reason: Self.text(of: message))
            }
            return (
                RGBAImage(width: Int(width), height: Int(height), pixels: pixels), textChunks(text)
            )
        case 2:
            return try decodeWithLibpng(bytes, file: file)
        default:
            throw .cannotDecodePNG(file: file, reason: Self.text(of: message))
        }
    }

    /// Any PNG, through libpng (palette, grey, 16-bit, interlaced, gamma…).
    static func decodeWithLibpng(_ bytes: [UInt8], file: String) throws(RenderError) -> (
        image: RGBAImage, text: [String: String]
    ) {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var text: UnsafeMutablePointer<CChar>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer {
            lspng_decode($0.baseAddress, $0.count, &width, &height, &pixels, &text, &message, 256)
        }
        guard status == 0, let pixels else {
            throw .cannotDecodePNG(file: file, reason: Self.text(of: message))
        }
        defer {
            lspng_free(pixels)
            lspng_free(text)
        }
        let count = Int(width) * Int(height) * 4
        let image = RGBAImage(
            width: Int(width), height: Int(height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        return (image, textChunks(text))
    }

    /// Refuses a PNG whose header (IHDR, which the format puts first) declares an empty
    /// picture or one beyond ``maximumSide``, naming the size and the limit, before any
    /// decoder allocates for it. Files without a readable header are left to the decoders,
    /// which say what is wrong with them.
    static func checkHeaderSize(_ bytes: [UInt8], file: String) throws(RenderError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else {
            return
        }
        let word = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16)
        let height = word(20)
        if width == 0 || height == 0 {
            throw .cannotDecodePNG(
                file: file,
                reason: "the header declares a \(width)x\(height)-pixel picture; a PNG has at "
                    + "least 1 pixel on each side (the file is corrupt)")
        }
        if width > maximumSide || height > maximumSide {
            throw .cannotDecodePNG(
                file: file,
                reason: "the picture is \(width)x\(height) pixels; Layoutshot reads pictures of at "
                    + "most \(maximumSide) pixels on each side. Scale it down")
        }
    }

    /// The C codec's message: the bytes of `buffer` up to its first NUL, as UTF-8.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// "key\0value\0…\0" as a dictionary.
    static func textChunks(_ text: UnsafeMutablePointer<CChar>?) -> [String: String] {
        var chunks: [String: String] = [:]
        guard let text else { return chunks }
        var cursor = UnsafePointer<CChar>(text)
        while cursor.pointee != 0 {
            let key = String(cString: cursor)
            cursor += strlen(cursor) + 1
            let value = String(cString: cursor)
            cursor += strlen(cursor) + 1
            chunks[key] = value
        }
        return chunks
    }

    /// The size of a PNG from its header only.
    public static func size(of bytes: [UInt8], file: String) throws(RenderError) -> (
        width: Int, height: Int
    ) {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer {
            lspng_read_size($0.baseAddress, $0.count, &width, &height, &message, 256)
        }
        guard status == 0 else {
            throw .cannotDecodePNG(file: file, reason: Self.text(of: message))
        }
        return (Int(width), Int(height))
    }
}
