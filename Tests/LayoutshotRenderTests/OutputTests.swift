import Foundation
import FoundationXML
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport
import LayoutshotText
import Testing

/// PNG and SVG bytes: metadata, determinism, well-formed SVG.
struct OutputTests {
    static let fixture = SampleFixtures.dotAndLabel(
        maxWidth: 200, text: "Déjà vu — ünïcödé", font: "DejaVu Serif Italic 13")

    @Test func pngCarriesTheRendererFingerprint() throws {
        let (renderer, prepared) = try RenderTestSupport.prepare(Self.fixture)
        let png = try renderer.png(of: prepared)
        let (image, text) = try PNGCodec.decode(png, file: "out.png")
        #expect(image == (try renderer.image(of: prepared)))
        let fingerprint = try #require(text["layoutshot:renderer"])
        #expect(fingerprint == prepared.fingerprint.description)
        // What decides the pixels, and no library version: the same picture on every system.
        #expect(fingerprint.hasPrefix("drawing \(RendererFingerprint.drawingRules); fonts 12:"))
        #expect(fingerprint.hasSuffix("; scale 2"))
        #expect(!fingerprint.contains("cairo") && !fingerprint.contains("pango"))
        #expect(RendererFingerprint.libraries.hasPrefix("cairo 1."))
        #expect(
            RendererFingerprint.libraries.contains("; pango 1.")
                && RendererFingerprint.libraries.contains("; freetype 2."))
    }

    @Test func aFingerprintNamesTheLibrariesOnlyForGlyphsTheyDrew() throws {
        let fonts = try FontSet.shared()
        let outlines = RendererFingerprint(fonts: fonts, scale: 3)
        #expect(outlines.libraryGlyphs == nil)
        #expect(
            outlines.description
                == "drawing \(RendererFingerprint.drawingRules); fonts \(outlines.fonts); scale 3")
        let emoji = RendererFingerprint(fonts: fonts, scale: 1.5, libraryGlyphs: true)
        let libraries = RendererFingerprint.libraries.split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            emoji.description
                == "drawing \(RendererFingerprint.drawingRules); fonts \(emoji.fonts); scale 1.5; glyphs "
                + "\(libraries[0]), \(libraries[3])")
        // Only the bundled fonts: every glyph has an outline, whatever the text.
        let (_, prepared) = try RenderTestSupport.prepare(Self.fixture)
        #expect(prepared.fingerprint.libraryGlyphs == nil)
    }

    @Test func theSameFixtureGivesTheSameBytes() throws {
        let (renderer, prepared) = try RenderTestSupport.prepare(Self.fixture)
        let first = try renderer.png(of: prepared)
        let svg = try renderer.svg(of: prepared)
        // Other renders in between move Cairo's process-wide id counters.
        _ = try renderer.png(
            of: try renderer.prepare(try FixtureLoader.decode(Self.fixture, path: "other.yaml")))
        _ = try renderer.svg(of: prepared)
        let (other, again) = try RenderTestSupport.prepare(Self.fixture)
        #expect(try other.png(of: again) == first)
        #expect(try other.svg(of: again) == svg)
    }

    @Test func svgIsWellFormedAndSizedInPoints() throws {
        let (renderer, prepared) = try RenderTestSupport.prepare(Self.fixture)
        let svg = try renderer.svg(of: prepared)
        let parser = XMLParser(data: Data(svg))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let text = String(decoding: svg, as: UTF8.self)
        let width = prepared.layout.size.width
        #expect(text.contains("width=\"\(formatPoints(width))pt\""))
        #expect(text.contains("<!-- layoutshot:renderer: \(prepared.fingerprint)"))
        #expect(!text.contains("surface1\"") || text.contains("surface0\""))
    }

    @Test func corruptAndTruncatedPNGsAreErrors() throws {
        let good = try PNGCodec.encode(RGBAImage(width: 8, height: 8, fill: .red))
        #expect(throws: RenderError.self) {
            try PNGCodec.decode(Array(good.prefix(40)), file: "cut.png")
        }
        #expect(
            throws: RenderError.cannotDecodePNG(
                file: "x.png", reason: "not a PNG file (bad signature)")
        ) {
            try PNGCodec.decode(Array("hello world, not a png".utf8), file: "x.png")
        }
        var flipped = good
        flipped[good.count / 2] ^= 0xFF
        #expect(throws: RenderError.self) { try PNGCodec.decode(flipped, file: "flipped.png") }
    }

    @Test func pngRoundTripsRGBAndRGBA() throws {
        var image = RGBAImage(width: 3, height: 2, fill: Color(red: 1, green: 2, blue: 3))
        let opaque = try PNGCodec.encode(image, metadata: ["k": "v"])
        #expect(try PNGCodec.decode(opaque, file: "a.png").image == image)
        #expect(try PNGCodec.decode(opaque, file: "a.png").text == ["k": "v"])
        image[1, 1] = Color(red: 10, green: 20, blue: 30, alpha: 40)
        #expect(try PNGCodec.decode(try PNGCodec.encode(image), file: "b.png").image == image)
        #expect(try PNGCodec.size(of: opaque, file: "a.png") == (3, 2))
    }
}
