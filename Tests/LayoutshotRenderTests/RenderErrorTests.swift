import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import Testing

/// Bad fixture content found at render time names the file, the line and column of the value
/// (`font:`, `text:`, `image:`) and the node.
struct RenderErrorTests {
    func message(_ yaml: String, path: String = "bad.yaml") -> String {
        do {
            let renderer = try Renderer()
            _ = try renderer.prepare(try FixtureLoader.decode(yaml, path: path))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func unknownFontFamilyListsTheAvailableFamilies() {
        #expect(
            message(
                "root: {type: stack, children: [{type: text, id: title, text: Hi, font: Helvetica Bold 12}]}"
            )
                == """
                bad.yaml:1:72: root.children[0] (id "title"): unknown font family 'Helvetica'; available: DejaVu Sans, \
                DejaVu Sans Mono, DejaVu Serif, Droid Sans Fallback, NanumGothic, mono, monospace, sans, sans-serif, \
                serif, system-ui
                """)
    }

    @Test func invalidMarkupIsAnError() {
        #expect(
            message("root: {type: inset, child: {type: text, text: \"<b>open\", markup: true}}")
                .hasPrefix(
                    "bad.yaml:1:47: root.child: invalid markup: "))
    }

    @Test func missingGlyphsAreNoErrorButBoxes() throws {
        #expect(message("root: {type: text, text: हिन्दी}") == "no error")
        // Six characters without glyphs: six frames in the text's colour, the same every time.
        let renderer = try Renderer()
        let scene = try FixtureLoader.decode(
            "sizeRange: [120, 30]\nscale: 1\nroot: {type: text, text: हिन्दी, color: \"#0000FF\"}",
            path: "boxes.yaml")
        let image = try renderer.image(of: try renderer.prepare(scene))
        var blue = 0
        for offset in stride(from: 0, to: image.pixels.count, by: 4)
        where image.pixels[offset] < 100 && image.pixels[offset + 2] > 200 {
            blue += 1
        }
        #expect(blue > 60)
        #expect(try renderer.image(of: try renderer.prepare(scene)) == image)
    }

    @Test func aMissingFontFolderIsLocatedAtItsEntry() throws {
        let folder = try RenderTestSupport.folder([:])
        let path = folder.appendingPathComponent("cell.yaml").path
        let fixture = try FixtureLoader.decode(
            "fonts:\n  - fonts\n  - missing\nroot: {type: box}\n", path: path)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        #expect(
            throws: FixtureError(
                file: path, line: 3, column: 5,
                message: "cannot load the font file or folder "
                    + "'\(folder.path)/missing'")
        ) {
            try Renderer(for: fixture)
        }
    }

    /// The fonts load when the first text is measured: a fixture of boxes lays out without
    /// them, and a font file fontconfig rejects fails the fixtures with text, at the text.
    @Test func aBrokenFontFileFailsOnlyTheFixturesWithText() throws {
        let folder = try RenderTestSupport.folder([:])
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("broken.ttf"))
        let path = folder.appendingPathComponent("cell.yaml").path
        let boxes = try FixtureLoader.decode(
            "fonts: [fonts]\nroot: {type: box, preferredSize: [10, 20]}\n", path: path)
        let layout = try Renderer(for: boxes).layout(boxes)
        #expect(layout.size == Size(10, 20))

        let text = try FixtureLoader.decode(
            "fonts: [fonts]\nroot: {type: text, id: title, text: Hi}\n", path: path)
        #expect(throws: FixtureError.self) { try Renderer(for: text).layout(text) }
        do {
            _ = try Renderer(for: text).layout(text)
        } catch {
            #expect(
                "\(error)"
                    == "\(path):2:37: root (id \"title\"): cannot load the font file or folder "
                    + "'\(fonts.path)/broken.ttf'")
        }
    }

    @Test func aCanvasTooLargeIsLocatedAtTheRoot() {
        #expect(
            message("sizeRange: [9000, 10]\nscale: 2\nroot:\n  type: box\n") == """
                bad.yaml:4:3: root: the render would be 18000x20 pixels; the limit is 16384 on each side; make the root smaller \
                or lower the scale
                """)
    }

    @Test func missingAndCorruptImagesAreErrors() throws {
        let folder = try RenderTestSupport.folder(["broken.png": Array("not a png at all".utf8)])
        let path = folder.appendingPathComponent("cell.yaml").path
        #expect(
            message("root: {type: image, id: photo, image: missing.png}", path: path) == """
                \(path):1:39: root (id "photo"): image 'missing.png': cannot read \(folder.path)/missing.png: no such file
                """)
        #expect(
            message(
                "root: {type: background, child: {type: spacer}, background: {type: image, image: broken.png}}",
                path: path) == """
                    \(path):1:82: root.background: image 'broken.png': \(folder.path)/broken.png: not a readable PNG: not a PNG file (bad signature)
                    """)
        let json = folder.appendingPathComponent("cell.json").path
        // In a JSON fixture (the fast scanner, whose columns count bytes) after a non-ASCII text.
        #expect(
            message(
                "{\"root\": {\"type\": \"stack\", \"children\": [{\"type\": \"text\", \"text\": \"Ünïcödé\"},\n"
                    + "  {\"type\": \"text\", \"text\": \"é\", \"font\": \"Nope 12\"}]}}",
                path: "bad.json"
            ).hasPrefix(
                "bad.json:2:41: root.children[1]: unknown font family 'Nope'"))
        #expect(
            message(
                "{\"root\": {\"type\": \"image\", \"id\": \"é\", \"image\": \"missing.png\"}}",
                path: json)
                == "\(json):1:48: root (id \"é\"): image 'missing.png': cannot read \(folder.path)/missing.png: no such file"
        )
    }
}
