import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import Testing

/// Pictures too large or malformed to decode are refused from their header, naming the size
/// and the limit, before anything is allocated; libpng's own message is kept.
struct PNGLimitTests {
    /// A PNG of the chunks given: the signature, then each (type, body) with its CRC.
    static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, body) in chunks {
            let typed = Array(type.utf8) + body
            bytes += bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        return bytes
    }

    /// A header: `width` × `height`, 8-bit, colour type `color` (2 RGB, 0 grey).
    static func header(_ width: UInt32, _ height: UInt32, color: UInt8 = 2) -> (String, [UInt8]) {
        ("IHDR", bigEndian(width) + bigEndian(height) + [8, color, 0, 0, 0])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func decodeError(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGCodec.decode(bytes, file: "big.png")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (UInt32(20_000), UInt32(20_000), 2 as UInt8), (16_385, 1, 2), (1, 100_000, 0),
        (4_000_000_000, 1, 2),
    ])
    func picturesBeyondTheLimitNameTheirSize(width: UInt32, height: UInt32, color: UInt8) {
        let bytes = Self.png([Self.header(width, height, color: color), ("IEND", [])])
        #expect(
            decodeError(bytes)
                == "big.png: not a readable PNG: the picture is \(width)x\(height) pixels; Layoutshot reads "
                + "pictures of at most 16384 pixels on each side. Scale it down")
    }

    @Test func anEmptyPictureIsCorrupt() {
        #expect(
            decodeError(Self.png([Self.header(0, 7), ("IEND", [])]))
                == "big.png: not a readable PNG: the header declares "
                + "a 0x7-pixel picture; a PNG has at least 1 pixel on each side (the file is corrupt)"
        )
    }

    @Test func libpngsOwnMessageIsKept() {
        // A grey picture (libpng's path) with no image data before its end: libpng's words, where
        // "cannot create the PNG header" used to replace every libpng message.
        #expect(
            decodeError(Self.png([Self.header(4, 4, color: 0), ("IEND", [])]))
                == "big.png: not a readable PNG: IEND: out of place")
    }

    @Test func anEmptyOrOversizedPictureIsNotEncoded() {
        #expect(
            throws: RenderError.cannotEncodePNG(
                "the picture is 0x3 pixels and a PNG needs at least 1 pixel on each side; "
                    + "give the root a size (a sizeRange minimum or a preferredSize)")
        ) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 3, pixels: []))
        }
    }

    @Test func aFixtureImageBeyondTheLimitIsLocated() throws {
        let big = Self.png([Self.header(20_000, 20_000), ("IEND", [])])
        let folder = try RenderTestSupport.folder(["big.png": big])
        let path = folder.appendingPathComponent("cell.yaml").path
        do {
            _ = try Renderer().prepare(
                try FixtureLoader.decode("root:\n  type: image\n  image: big.png\n", path: path))
            Issue.record("a 20000x20000 image was accepted")
        } catch {
            #expect(
                "\(error)"
                    == "\(path):3:10: root: image 'big.png': \(folder.path)/big.png: not a readable PNG: the "
                    + "picture is 20000x20000 pixels; Layoutshot reads pictures of at most 16384 pixels on each side. Scale it down"
            )
        }
    }
}
