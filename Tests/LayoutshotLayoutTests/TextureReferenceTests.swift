import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Texture's own layout-spec snapshot tests, translated to fixtures (`Fixtures/Texture`, see its
/// README): every fixture's boxes, painted as flat rectangles at @2x, MUST reproduce Texture's
/// reference image pixel for pixel.
///
/// A fixture `<Class>/<test>.yaml` is compared with `<Class>/<test>.png`; a variant
/// `<Class>/<test>~<variant>.yaml` (another call that Texture checks against the same image)
/// with the same PNG.
struct TextureReferenceTests {
    /// The fixture folder inside the test bundle.
    static let folder: URL? = Bundle.module.resourceURL?
        .appendingPathComponent("Fixtures", isDirectory: true)
        .appendingPathComponent("Texture", isDirectory: true)

    /// Every fixture as `<Class>/<name>.yaml`, sorted; a single placeholder that fails the
    /// test when the folder is missing or empty, so that a packaging mistake cannot pass.
    static let fixtures: [String] = {
        guard let folder,
            let classes = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            return ["<missing Fixtures/Texture in the test bundle>"]
        }
        var names: [String] = []
        for testClass in classes {
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: folder.appendingPathComponent(testClass).path)) ?? []
            names += files.filter { $0.hasSuffix(".yaml") }.map { "\(testClass)/\($0)" }
        }
        return names.isEmpty ? ["<no fixtures in Fixtures/Texture>"] : names.sorted()
    }()

    @Test("Layout reproduces Texture's reference image", arguments: fixtures)
    func matchesReferenceImage(_ fixtureName: String) throws {
        let folder = try #require(Self.folder, "The test bundle has no Fixtures/Texture folder.")
        let fixturePath = folder.appendingPathComponent(fixtureName).path
        try #require(
            FileManager.default.fileExists(atPath: fixturePath),
            "No fixture at \(fixturePath).")
        let fixture = try FixtureLoader.load(path: fixturePath)
        let layout = fixture.layout()
        let reference = try PNGTestImage(contentsOfFile: Self.referencePath(for: fixturePath))

        let scale = fixture.scale
        let width = Int((layout.size.width * scale).rounded())
        let height = Int((layout.size.height * scale).rounded())
        let tree = layout.treeDescription(absoluteScale: scale)
        guard width == reference.width, height == reference.height else {
            Issue.record(
                """
                Reference \(reference.width)×\(reference.height) px but the layout is \
                \(width)×\(height) px \
                (\(formatPoints(layout.size.width))×\(formatPoints(layout.size.height)) pt at \
                \(formatPoints(scale)) px/pt). \(Self.nextStep) Layout:
                \(tree)
                """)
            return
        }

        var raster = Raster(width: width, height: height)
        for box in try layout.paintedBoxes(source: fixture.root, scale: scale) {
            var color = box.appearance.color
            color.alpha = 255
            raster.fill(box.frame, scale: scale, color: color)
        }
        if let difference = PixelDifference(
            actual: raster.rgba, expected: reference.rgba,
            width: width)
        {
            let summary = "\(difference) (of \(width)×\(height))."
            Issue.record("\(summary) \(Self.nextStep) Layout:\n\(tree)")
        }
    }

    /// What to do about a mismatch.
    static let nextStep =
        "Fix the fixture if it mistranslates Texture's test, otherwise the "
        + "engine (Fixtures/Texture/README.md)."

    /// The reference PNG of a fixture: same folder and name, without a `~variant` suffix.
    static func referencePath(for fixturePath: String) -> String {
        let url = URL(fileURLWithPath: fixturePath)
        var name = url.deletingPathExtension().lastPathComponent
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return url.deletingLastPathComponent().appendingPathComponent(name + ".png").path
    }
}
