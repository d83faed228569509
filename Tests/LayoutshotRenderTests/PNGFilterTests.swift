import Foundation
import LayoutshotCore
import LayoutshotRender
import Testing

/// The decoder's row filters (none, sub, up, average, paeth, and all five mixed), in RGB and
/// RGBA, against the pixels the files were made from (scripts/png/make-filter-fixtures.py).
struct PNGFilterTests {
    static let names: [String] = ["rgb", "rgba"].flatMap { kind in
        ["none", "sub", "up", "average", "paeth", "mixed"].map { "\(kind)-\($0)" }
    }

    static func expected(alpha: Bool) -> RGBAImage {
        var image = RGBAImage(width: 13, height: 7)
        for y in 0..<7 {
            for x in 0..<13 {
                image[x, y] = Color(
                    red: UInt8((x * 37 + y * 11) % 256), green: UInt8((x * 5 + y * 91) % 256),
                    blue: UInt8((x * y * 3 + 7) % 256),
                    alpha: alpha ? UInt8((x * 19 + y * 23) % 256) : 255)
            }
        }
        return image
    }

    @Test(arguments: names)
    func decodesEveryFilter(name: String) throws {
        let url = try #require(
            Bundle.module.url(
                forResource: name, withExtension: "png", subdirectory: "Fixtures/filters"))
        let (image, text) = try PNGCodec.decode(
            [UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
        #expect(image == Self.expected(alpha: name.hasPrefix("rgba")))
        #expect(text["layoutshot:test"] == String(name.split(separator: "-")[1]))
    }

    @Test func aBadChunkChecksumIsAnError() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "rgb-paeth", withExtension: "png", subdirectory: "Fixtures/filters"))
        var bytes = [UInt8](try Data(contentsOf: url))
        bytes[bytes.count - 20] ^= 0x01  // inside the IDAT data
        #expect(throws: RenderError.self) { try PNGCodec.decode(bytes, file: "bad.png") }
    }
}
