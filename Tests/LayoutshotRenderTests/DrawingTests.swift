import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import Testing

/// Every drawing feature, checked pixel by pixel.
struct DrawingTests {
    @Test func canvasIsTheLayoutSizeTimesTheScale() throws {
        let image = try RenderTestSupport.image(
            "sizeRange: [37.5, 20]\nscale: 2\nroot: {type: spacer}")
        #expect(image.width == 75 && image.height == 40)
        #expect(image[0, 0] == .white && image[74, 39] == .white)
        let transparent = try RenderTestSupport.image(
            "sizeRange: [3, 2]\nbackground: transparent\nroot: {type: spacer}")
        #expect(transparent.width == 3 && transparent.height == 2 && transparent[1, 1] == .clear)
    }

    @Test func boxesFillTheirSnappedFrames() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [10, 10]
            scale: 2
            root: {type: inset, insets: 2, child: {type: box, color: "#FF0000"}}
            """)
        #expect(image.width == 20)
        #expect(RenderTestSupport.count(in: image, (4, 4, 12, 12), notEqualTo: .red) == 0)
        #expect(image[3, 3] == .white && image[16, 16] == .white && image[16, 4] == .white)
    }

    @Test func translucentColoursBlendOverWhatIsBelow() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [4, 4]
            root: {type: overlay, child: {type: box, color: "#0000FF"}, overlay: {type: box, color: "#FF000080"}}
            """)
        #expect(image[1, 1] == Color(red: 128, green: 0, blue: 127))
    }

    /// The conversion to straight RGBA takes eight pixels at a time when all are opaque or
    /// empty and divides pixel by pixel otherwise: each kind of run, and a row's tail of fewer
    /// than eight, gives the same bytes. Row 0 is 3 empty, 5 translucent, 13 opaque pixels: a
    /// mixed run, an opaque run, an opaque tail of 5; row 1 is empty runs and an empty tail.
    @Test func everyRunOfPixelsBecomesTheSameStraightColours() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [21, 2]
            background: transparent
            root: {type: stack, direction: horizontal, children: [
              {type: spacer, preferredSize: [3, 1]},
              {type: box, color: "#FF000080", preferredSize: [5, 1]},
              {type: box, color: "#00FF00", preferredSize: [13, 1]}]}
            """)
        let translucent = Color(red: 255, green: 0, blue: 0, alpha: 128)
        let row0 = (0..<21).map { image[$0, 0] }
        #expect(
            row0 == Array(repeating: .clear, count: 3) + Array(repeating: translucent, count: 5)
                + Array(repeating: .green, count: 13))
        #expect((0..<21).allSatisfy { image[$0, 1] == .clear })
    }

    @Test func bordersAreDrawnInsideTheBounds() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [20, 20]
            root: {type: box, color: "#FFFFFF", borderColor: "#0000FF", borderWidth: 2}
            """)
        #expect(RenderTestSupport.count(in: image, (0, 0, 20, 2), notEqualTo: .blue) == 0)
        #expect(RenderTestSupport.count(in: image, (0, 0, 2, 20), notEqualTo: .blue) == 0)
        #expect(RenderTestSupport.count(in: image, (2, 2, 16, 16), notEqualTo: .white) == 0)
    }

    @Test func roundedCornersLeaveTheCornersUnpainted() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [20, 20]
            scale: 2
            background: black
            root: {type: box, color: "#FFFFFF", cornerRadius: 10}
            """)
        #expect(
            image[0, 0] == .black && image[39, 0] == .black && image[0, 39] == .black
                && image[39, 39] == .black)
        #expect(image[20, 20] == .white && image[20, 1] == .white && image[1, 20] == .white)
        // The edge of the circle is antialiased: some grey between black and white.
        let grey = (0..<40).map { image[$0, 3] }.filter { $0 != .black && $0 != .white }
        #expect(!grey.isEmpty)
    }

    @Test func textIsDrawnInItsColourInsideItsFrame() throws {
        let (renderer, prepared) = try RenderTestSupport.prepare(
            """
            sizeRange: {min: [0, 0], max: [300, 100]}
            root: {type: inset, insets: 10, child: {type: text, id: t, text: "Hello", font: "DejaVu Sans 20", color: "#0000FF"}}
            """)
        let image = try renderer.image(of: prepared)
        let frame = try #require(prepared.layout[id: "t"]).frame
        #expect(frame.origin == Point(10, 10))
        #expect(
            image.width == Int(frame.size.width) + 20 && image.height == Int(frame.size.height) + 20
        )
        let inside = RenderTestSupport.count(
            in: image, (10, 10, Int(frame.size.width), Int(frame.size.height)), notEqualTo: .white)
        #expect(inside > 100)
        #expect(
            RenderTestSupport.count(in: image, (0, 0, image.width, 10), notEqualTo: .white) == 0)
        #expect(
            RenderTestSupport.count(in: image, (0, 0, 10, image.height), notEqualTo: .white) == 0)
        // Glyph cores are the text colour, with antialiased edges towards white.
        #expect(
            image.pixels.indices.contains {
                $0 % 4 == 0 && image.pixels[$0] == 0 && image.pixels[$0 + 1] == 0
                    && image.pixels[$0 + 2] == 255
            })
    }

    @Test func clippedTextStaysInItsFrame() throws {
        let image = try RenderTestSupport.image(
            """
            sizeRange: [60, 20]
            root: {type: stack, alignItems: start, children: [{type: text, width: 30, text: "WWWWWWWW", font: "DejaVu Sans 14", maximumNumberOfLines: 1, truncation: clip}]}
            """)
        #expect(RenderTestSupport.count(in: image, (30, 0, 30, 20), notEqualTo: .white) == 0)
        #expect(RenderTestSupport.count(in: image, (0, 0, 30, 20), notEqualTo: .white) > 50)
    }

    static let quadrants: [UInt8] = {
        var image = RGBAImage(width: 2, height: 2)
        image[0, 0] = .red
        image[1, 0] = .green
        image[0, 1] = .blue
        image[1, 1] = .white
        return (try? PNGCodec.encode(image)) ?? []
    }()

    @Test func imagesTakeTheirPixelSizeOverTheScale() throws {
        let folder = try RenderTestSupport.folder(["q.png": Self.quadrants])
        let path = folder.appendingPathComponent("cell.yaml").path
        let (renderer, prepared) = try {
            let renderer = try Renderer()
            let fixture = try FixtureLoader.decode(
                "scale: 2\nroot: {type: image, id: q, image: q.png}", path: path)
            return (renderer, try renderer.prepare(fixture))
        }()
        #expect(prepared.layout.size == Size(1, 1))
        let image = try renderer.image(of: prepared)
        #expect(image.width == 2 && image.height == 2)
        #expect(
            image[0, 0] == .red && image[1, 0] == .green && image[0, 1] == .blue
                && image[1, 1] == .white)
    }

    func draw(mode: String) throws -> RGBAImage {
        let folder = try RenderTestSupport.folder(["q.png": Self.quadrants])
        let fixture = try FixtureLoader.decode(
            "background: black\nroot: {type: image, image: q.png, contentMode: \(mode), preferredSize: [4, 2]}",
            path: folder.appendingPathComponent("cell.yaml").path)
        let renderer = try Renderer()
        return try renderer.image(of: try renderer.prepare(fixture))
    }

    /// A 2x2 image (red, green / blue, white) in a 4x2 pt frame at scale 1, on black.
    @Test(arguments: ["aspectFit", "center"])
    func fitAndCenterKeepTheNaturalSizeHere(mode: String) throws {
        let image = try draw(mode: mode)
        #expect((0..<4).map { image[$0, 0] } == [.black, .red, .green, .black])
        #expect((0..<4).map { image[$0, 1] } == [.black, .blue, .white, .black])
    }

    /// The natural-size modes place the 2x2 image at an edge or a corner of a 4x4 pt frame.
    @Test(arguments: [
        ("top", 1, 0), ("bottom", 1, 2), ("left", 0, 1), ("right", 2, 1),
        ("topLeft", 0, 0), ("topRight", 2, 0), ("bottomLeft", 0, 2), ("bottomRight", 2, 2),
    ])
    func edgeAndCornerModesPlaceTheNaturalSize(mode: String, x: Int, y: Int) throws {
        let folder = try RenderTestSupport.folder(["q.png": Self.quadrants])
        let fixture = try FixtureLoader.decode(
            "background: black\nroot: {type: image, image: q.png, contentMode: \(mode), preferredSize: [4, 4]}",
            path: folder.appendingPathComponent("cell.yaml").path)
        let renderer = try Renderer()
        let image = try renderer.image(of: try renderer.prepare(fixture))
        #expect(
            image[x, y] == .red && image[x + 1, y] == .green && image[x, y + 1] == .blue
                && image[x + 1, y + 1] == .white)
        let covered = Set([x, x + 1].flatMap { column in [y, y + 1].map { [column, $0] } })
        for row in 0..<4 {
            for column in 0..<4 where !covered.contains([column, row]) {
                #expect(image[column, row] == .black, "\(mode): (\(column), \(row)) is painted")
            }
        }
    }

    @Test func scaleToFillStretchesSmoothly() throws {
        let image = try draw(mode: "scaleToFill")
        #expect(
            image[0, 0] == .red && image[3, 0] == .green && image[0, 1] == .blue
                && image[3, 1] == .white)
        // Between red and green the upscaled pixels blend (bilinear, as UIKit scales).
        #expect(
            image[1, 0].red > image[1, 0].green && image[1, 0].green > 0 && image[1, 0].blue == 0)
    }

    @Test func aspectFillCoversAndCropsToTheFrame() throws {
        let image = try draw(mode: "aspectFill")
        #expect(image.width == 4 && image.height == 2)
        // Scaled to 4x4 and centred: the middle rows blend red with blue, green with white.
        #expect(image[0, 0].red > 0 && image[0, 0].blue > 0 && image[0, 0].green == 0)
        #expect(image[3, 0].green == 255)
        #expect(!(0..<4).contains { image[$0, 0] == .black })
    }

    @Test func outlinesDrawFramesAndLabelsOnTop() throws {
        let yaml = """
            sizeRange: [100, 60]
            root: {type: inset, insets: 10, child: {type: box, id: card, color: "#FFFFFF"}}
            """
        let (renderer, plain) = try RenderTestSupport.prepare(yaml)
        let (_, outlined) = try RenderTestSupport.prepare(yaml, outlines: true)
        let before = try renderer.image(of: plain)
        let after = try renderer.image(of: outlined)
        #expect(before[50, 5] == .white)
        // The inset band is shaded, the box frame is outlined in the box colour (red).
        #expect(after[50, 5] != .white)
        #expect(after[50, 10] == Color(red: 0xE5, green: 0x39, blue: 0x35))
        #expect(after[50, 30] == .white)
    }
}
