import LayoutshotCore
import LayoutshotRender
import Testing

/// `PNGCodec.encode`: an opaque picture is written as RGB (its alpha dropped row by row, four
/// pixels a shuffle with a tail of fewer), any other as RGBA, and both decode to the same pixels.
struct PNGEncodeTests {
    /// Every channel different from its neighbours, fully opaque.
    static func opaqueImage(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = Color(
                    red: UInt8((x * 37 + y * 11) % 256),
                    green: UInt8((x * 5 + y * 91) % 256),
                    blue: UInt8((x * y * 3 + 7) % 256))
            }
        }
        return image
    }

    /// The colour type byte of the IHDR chunk: 2 RGB, 6 RGBA.
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: [1, 3, 4, 5, 13, 16, 17, 64, 67])
    func opaquePicturesAreWrittenAsRGB(width: Int) throws {
        let image = Self.opaqueImage(width: width, height: 3)
        let png = try PNGCodec.encode(image)
        #expect(Self.colorType(png) == 2)
        #expect(try PNGCodec.decode(png, file: "opaque.png").image == image)
    }

    /// One translucent pixel, wherever it is (first, inside a run of sixteen, in a row's tail
    /// after the last run), makes the picture RGBA.
    @Test(arguments: [(0, 0), (9, 1), (66, 2)])
    func oneTranslucentPixelKeepsTheAlpha(x: Int, y: Int) throws {
        var image = Self.opaqueImage(width: 67, height: 3)
        image[x, y] = Color(red: 10, green: 20, blue: 30, alpha: 254)
        let png = try PNGCodec.encode(image)
        #expect(Self.colorType(png) == 6)
        #expect(try PNGCodec.decode(png, file: "translucent.png").image == image)
    }
}
