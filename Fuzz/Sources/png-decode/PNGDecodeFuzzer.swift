import LayoutshotCore
import LayoutshotRender

/// Fuzzes `PNGCodec.decode` on both of its paths (libdeflate straight into the image for 8-bit
/// RGB/RGBA, libpng for palette, grey, 16-bit, interlaced…) and `PNGCodec.size(of:)`: any
/// bytes are a picture or a `RenderError`, never a trap or a memory error in the C codec. A
/// decoded picture MUST have one RGBA pixel per declared pixel and survive an encode/decode
/// round trip unchanged. Seeds: `Fuzz/Corpus/png-decode` (one small PNG per colour type).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PNGCodec.size(of: bytes, file: "fuzz.png")
    guard let (image, _) = try? PNGCodec.decode(bytes, file: "fuzz.png") else { return 0 }
    guard image.width >= 1, image.height >= 1, image.width <= PNGCodec.maximumSide,
        image.height <= PNGCodec.maximumSide,
        image.pixels.count == image.width * image.height * 4
    else { fatalError("decoded \(image.width)x\(image.height) with \(image.pixels.count) bytes") }
    // Small pictures only: the round trip of a 16k-pixel side would dominate the run.
    guard image.width * image.height <= 1 << 16 else { return 0 }
    do {
        let again = try PNGCodec.decode(try PNGCodec.encode(image), file: "again.png").image
        if again != image {
            fatalError(
                "the encode/decode round trip changed a \(image.width)x\(image.height) picture")
        }
    } catch {
        fatalError("cannot round-trip a decoded picture: \(error)")
    }
    return 0
}
