import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import Testing

/// The one pipeline under the testing library and the CLI: formats as values, references read
/// and recorded the same way, fixture errors located from scene errors.
struct SnapshotPipelineTests {
    static func row(width: Double) -> LayoutNode {
        Stack(.horizontal, spacing: 4) {
            Box(.red).preferredSize(width, 20).id("left")
            Box(.blue).preferredSize(30, 20).id("right")
        }.node
    }

    /// A format for DSL trees, pulled back from the scene format.
    static var rows: SnapshotFormat<LayoutNode> {
        SnapshotFormat<PreparedScene>.png.pullback { (root: LayoutNode) in
            let renderer = try Renderer()
            let scene = Scene(root: root, sizeRange: SizeRange(exactly: Size(200, 20)), scale: 2)
            return PreparedScene(renderer: renderer, prepared: try renderer.prepare(scene))
        }
    }

    static func folder() -> String {
        let path = NSTemporaryDirectory() + "layoutshot-pipeline-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aRecordedReferenceMatchesAndAChangeIsDescribed() throws {
        let reference = SnapshotReference(base: Self.folder() + "/row", pathExtension: "png", hasSidecar: true)
        let rendering = try Self.rows.render(Self.row(width: 40))
        try reference.record(rendering, again: { try Self.rows.render(Self.row(width: 40)) })
        #expect(FileManager.default.fileExists(atPath: reference.path))
        let stored = try #require(try reference.read())
        #expect(stored.sidecar?.children.map { $0.id } == ["left", "right"])
        #expect(try Self.rows.compare(rendering, stored, .exact) == nil)

        let wider = try Self.rows.render(Self.row(width: 48))
        let mismatch = try #require(try Self.rows.compare(wider, stored, .exact))
        #expect(mismatch.kind == "geometry")
        // The reference's sidecar kept its decisions: each change names its cause.
        #expect(
            mismatch.changes == [
                "`left` width 40 → 48: `stack` at root decides otherwise (stack.base): base 40 → 48; its own width 40 → 48",
                "`right` moved (44, 0) → (52, 0): `stack` at root places it otherwise (stack.position): "
                    + "place (44, 0) → (52, 0); `left` before it: 40 × 20 → 48 × 20",
            ])
        #expect(
            mismatch.files.map(\.name) == [
                "reference.png", "actual.png", "reference.layout.json", "actual.layout.json", "diff.png",
                "composite.png", "crop-1.png", "crop-2.png", "layout-changes.txt",
            ])
        #expect(mismatch.summary.hasPrefix("geometry: `left` width 40 → 48, `right` moved (44, 0) → (52, 0); "))
    }

    @Test func twoRendersThatDifferAreNotRecorded() throws {
        let reference = SnapshotReference(base: Self.folder() + "/flaky", pathExtension: "png", hasSidecar: true)
        let first = try Self.rows.render(Self.row(width: 40))
        #expect(throws: SnapshotRecordingError.nondeterministic(file: "flaky.png", detail: " (`left` width 40 → 41)")) {
            try reference.record(first, again: { try Self.rows.render(Self.row(width: 41)) })
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(!FileManager.default.fileExists(atPath: reference.sidecarPath ?? ""))
    }

    @Test func aCorruptSidecarIsAnErrorNamingIt() throws {
        let base = Self.folder() + "/row"
        let reference = SnapshotReference(base: base, pathExtension: "png", hasSidecar: true)
        try reference.record(
            try Self.rows.render(Self.row(width: 40)), again: { try Self.rows.render(Self.row(width: 40)) })
        try Data("{\"size\": [1".utf8).write(to: URL(fileURLWithPath: base + ".layout.json"))
        #expect {
            _ = try reference.read()
        } throws: { error in
            "\(error)".hasPrefix(base + ".layout.json")
        }
    }

    @Test func theDocumentedFixtureFormatRendersAFixtureFile() throws {
        let file = Self.folder() + "/card.yaml"
        try Data("sizeRange: [40, 20]\nscale: 2\nroot: {type: box, color: teal, id: swatch}".utf8).write(
            to: URL(fileURLWithPath: file))
        // SnapshotFormat's own example.
        let fixturePNG = SnapshotFormat<PreparedScene>.png.pullback { (url: URL) in try PreparedScene(fixtureAt: url) }
        let rendering = try fixturePNG.render(URL(fileURLWithPath: file))
        #expect(rendering.layout.children.isEmpty && rendering.layout.id == "swatch")
        #expect(try PNGCodec.decode(try rendering.primary(), file: file).image.width == 80)
        #expect(try fixturePNG.actualFiles(rendering).map(\.name) == ["actual.png", "actual.layout.json"])
    }

    @Test func sceneErrorsAreLocatedInTheFixture() throws {
        let yaml = """
            sizeRange: [100, 40]
            root:
              type: stack
              children:
                - {type: text, id: title, text: "Hi", font: "Nonexistent Sans 12"}
            """
        let fixture = try FixtureLoader.decode(yaml, path: "card.yaml")
        let renderer = try Renderer()
        #expect {
            _ = try renderer.prepare(fixture)
        } throws: { error in
            guard let error = error as? FixtureError else { return false }
            return error.line == 5 && error.column == 49 && error.node == "root.children[0] (id \"title\")"
        }
    }
}
