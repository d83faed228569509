import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// `Renderer.image(of:)` draws into the picture's own fresh storage: nothing of an earlier
/// picture shows through, renderers on several threads draw at once, and drawing straight in
/// RGBA order gives the bytes of drawing in Cairo's order and converting.
struct RendererImageTests {
    /// Opaque everywhere: red boxes with text, on a dark canvas.
    static let opaque = """
        sizeRange: [40, 30]
        scale: 2
        background: "#263238"
        root: {type: inset, insets: 2, child: {type: stack, children: [
          {type: box, color: "#FF0000", preferredSize: [36, 12]},
          {type: text, text: "Ag", font: "DejaVu Sans 9", color: "#FFFFFF"}]}}
        """
    /// The same size on a transparent canvas, with translucent pixels: what the memory held
    /// before would show through wherever nothing is drawn.
    static let transparent = """
        sizeRange: [40, 30]
        scale: 2
        background: transparent
        root: {type: inset, insets: 10, child: {type: stack, children: [
          {type: box, color: "#0000FF80", cornerRadius: 3, preferredSize: [20, 6]},
          {type: text, text: "x", font: "DejaVu Sans 7", color: "#00FF0080"}]}}
        """
    /// Half transparent everywhere.
    static let translucent = """
        sizeRange: [40, 30]
        scale: 2
        background: "#FFFFFF40"
        root: {type: inset, insets: 4,
               child: {type: box, color: "#00000080", preferredSize: [10, 10]}}
        """
    static let scenes = [opaque, transparent, translucent]

    /// Each scene drawn by a renderer of its own, once.
    static func references() throws -> [RGBAImage] {
        try scenes.map { try RenderTestSupport.image($0) }
    }

    /// How many pixels differ (every pixel when the sizes do), so a failure prints a count
    /// rather than two arrays of 19,200 bytes.
    static func differingPixels(_ image: RGBAImage, _ reference: RGBAImage) -> Int {
        guard image.width == reference.width, image.height == reference.height else {
            return Swift.max(image.width * image.height, reference.width * reference.height)
        }
        return (0..<image.width * image.height).count { index in
            let bytes = index * 4..<index * 4 + 4
            return image.pixels[bytes] != reference.pixels[bytes]
        }
    }

    @Test func aPictureDoesNotShowThePreviousOne() throws {
        let references = try Self.references()
        #expect(references[1][0, 0] == .clear && references[1][79, 59] == .clear)
        #expect(references[2][0, 0] == Color(red: 255, green: 255, blue: 255, alpha: 64))
        let renderer = try Renderer()
        let prepared = try Self.scenes.map {
            try renderer.prepare(FixtureLoader.decode($0, path: "test.yaml"))
        }
        // Each order twice: a freed picture's memory is what the next one is likely given.
        for order in [[0, 1, 2, 0, 2, 1], [1, 0, 1, 2, 2, 0]] {
            for index in order {
                let image = try renderer.image(of: prepared[index])
                #expect(
                    Self.differingPixels(image, references[index]) == 0,
                    "scene \(index) in the order \(order)")
            }
        }
    }

    @Test func renderersOnSeveralThreadsDrawAtOnce() throws {
        let references = try Self.references()
        let results = CheckedMutex(Array(repeating: [RGBAImage](), count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            guard let renderer = try? Renderer() else { return }
            var images: [RGBAImage] = []
            for round in 0..<12 {
                let index = (round + thread) % Self.scenes.count
                let yaml = Self.scenes[index]
                guard let fixture = try? FixtureLoader.decode(yaml, path: "test.yaml"),
                    let prepared = try? renderer.prepare(fixture),
                    let image = try? renderer.image(of: prepared)
                else { return }
                images.append(image)
            }
            results.withLock { $0[thread] = images }
        }
        let drawn = results.withLock { $0 }
        for thread in 0..<4 {
            #expect(drawn[thread].count == 12, "thread \(thread) stopped early")
            for (round, image) in drawn[thread].enumerated() {
                let reference = references[(round + thread) % Self.scenes.count]
                #expect(
                    Self.differingPixels(image, reference) == 0,
                    "thread \(thread), round \(round)")
            }
        }
    }

    /// A text drawn as a Texture node's layer: a backdrop (fill, border, corners) and the text,
    /// composited at half opacity (a Cairo group), on `background`.
    static func layer(on background: Color) -> Scene {
        var text = TextContent(
            text: "Faded", font: "DejaVu Sans 9",
            color: Color(red: 20, green: 120, blue: 220))
        text.opacity = 0.5
        text.backdrop = BoxAppearance(
            color: Color(red: 250, green: 60, blue: 10),
            borderColor: Color(red: 0, green: 200, blue: 90),
            borderWidth: 2, cornerRadius: 4)
        return Scene(
            root: LayoutNode(.text(text)), sizeRange: SizeRange(exactly: Size(40, 16)),
            scale: 2, background: background)
    }

    /// The gallery's fixtures (the first variant of each) and the scenes above.
    static let orderCases =
        GalleryTests.fixtures
        + ["opaque", "transparent", "translucent", "layer on white", "layer on transparent"]

    /// A renderer with only the bundled fonts draws scenes without markup in RGBA order; one
    /// with a font folder of its own (here an empty one) draws in Cairo's ARGB32 order and
    /// converts. Both MUST give the same bytes, outlines included: every colour Layoutshot
    /// hands Cairo (fills, borders, text, images, layers at an opacity) is exchanged alike.
    @Test(arguments: orderCases)
    func drawingInRGBAOrderGivesTheBytesOfTheConversion(name: String) throws {
        let emptyFolder = try RenderTestSupport.folder([:])
        defer { try? FileManager.default.removeItem(at: emptyFolder) }
        let inRGBAOrder = try Renderer()
        let converting = try Renderer(fontDirectories: [emptyFolder.path])
        let yaml = [
            "opaque": Self.opaque, "transparent": Self.transparent,
            "translucent": Self.translucent,
        ]
        let gallery = GalleryTests.folder.appendingPathComponent(name).path
        func prepare(_ renderer: Renderer, _ options: Renderer.Options) throws
            -> Renderer.Prepared
        {
            switch name {
            case "layer on white":
                return try renderer.prepare(Self.layer(on: .white), options: options)
            case "layer on transparent":
                return try renderer.prepare(Self.layer(on: .clear), options: options)
            default:
                let fixture =
                    try yaml[name].map { try FixtureLoader.decode($0, path: "test.yaml") }
                    ?? FixtureLoader.load(path: gallery)
                return try renderer.prepare(fixture, options: options)
            }
        }
        for outlines in [false, true] {
            let options = Renderer.Options(outlines: outlines)
            let expected = try converting.image(of: prepare(converting, options))
            let image = try inRGBAOrder.image(of: prepare(inRGBAOrder, options))
            #expect(Self.differingPixels(image, expected) == 0, "\(name), outlines: \(outlines)")
        }
    }
}
