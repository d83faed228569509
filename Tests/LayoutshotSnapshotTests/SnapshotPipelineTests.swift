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
    static var rows: SnapshotFormat<LayoutNode, RGBAImage> {
        SnapshotFormat<PreparedScene, RGBAImage>.png.pullback { (root: LayoutNode) in
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
        let reference = SnapshotReference(
            base: Self.folder() + "/row", pathExtension: "png", hasSidecar: true)
        let rendering = try Self.rows.render(Self.row(width: 40))
        try reference.record(rendering, again: { try Self.rows.render(Self.row(width: 40)) })
        #expect(FileManager.default.fileExists(atPath: reference.path))
        let stored = try #require(reference.read())
        #expect(try stored.sidecar()?.root.children.map { $0.id } == ["left", "right"])
        #expect(try Self.rows.compare(rendering, stored, .exact) == nil)

        let wider = try Self.rows.render(Self.row(width: 48))
        let mismatch = try #require(try Self.rows.compare(wider, stored, .exact))
        #expect(mismatch.kind == .geometry)
        // The reference's sidecar kept its decisions: each change names its cause.
        #expect(
            mismatch.changes.map(\.description) == [
                "`left` width 40 → 48: `stack` at root decides otherwise (stack.base): base 40 → 48; its own width 40 → 48",
                "`right` moved (44, 0) → (52, 0): `stack` at root places it otherwise (stack.position): "
                    + "place (44, 0) → (52, 0); `left` before it: 40 × 20 → 48 × 20",
            ])
        #expect(
            SnapshotArtifacts.named(mismatch.files, pathExtension: "png").map(\.name) == [
                "reference.png", "actual.png", "reference.layout.json", "actual.layout.json",
                "diff.png",
                "composite.png", "crop-1.png", "crop-2.png", "layout-changes.txt",
            ])
        #expect(
            mismatch.summary.hasPrefix(
                "geometry: `left` width 40 → 48, `right` moved (44, 0) → (52, 0); "))
    }

    @Test func twoRendersThatDifferAreNotRecorded() throws {
        let reference = SnapshotReference(
            base: Self.folder() + "/flaky", pathExtension: "png", hasSidecar: true)
        let first = try Self.rows.render(Self.row(width: 40))
        #expect(
            throws: SnapshotRecordingError.nondeterministic(
                file: "flaky.png", detail: " (`left` width 40 → 41)")
        ) {
            try reference.record(first, again: { try Self.rows.render(Self.row(width: 41)) })
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(!FileManager.default.fileExists(atPath: reference.sidecarPath ?? ""))
    }

    /// A sidecar is decoded only when the pictures differ: beside a picture that matches, even a
    /// corrupt one passes; beside one that differs, it is an error naming it.
    @Test func aCorruptSidecarIsReadOnlyWhenThePicturesDiffer() throws {
        let base = Self.folder() + "/row"
        let check = SnapshotCheck(format: Self.rows, base: base)
        try check.record { Self.row(width: 40) }
        try Data("{\"size\": [1".utf8).write(to: URL(fileURLWithPath: base + ".layout.json"))
        guard case .passed(sidecarMissing: false) = check.run({ Self.row(width: 40) }) else {
            Issue.record("a matching picture passes without its sidecar being read")
            return
        }
        guard case .unreadable(let error) = check.run({ Self.row(width: 48) }) else {
            Issue.record("a differing picture reads its sidecar")
            return
        }
        #expect(
            "\(error)"
                == "\(base).layout.json: not a layout document: invalid JSON (The operation could not be completed. The data is not in the correct format.)"
        )
    }

    /// A sidecar of version 1 beside a picture that differs is refused, naming it, and recorded
    /// over by the modes that record a mismatch.
    @Test func anOldSidecarIsRefusedAndRecordedAgain() throws {
        let base = Self.folder() + "/row"
        let check = SnapshotCheck(format: Self.rows, base: base)
        try check.record { Self.row(width: 40) }
        let old = Self.row(width: 40).layout(in: SizeRange(exactly: Size(200, 20))).jsonDocument()
        try Data(old.utf8).write(to: URL(fileURLWithPath: base + ".layout.json"))
        guard case .unreadable(let error) = check.run({ Self.row(width: 48) }) else {
            Issue.record("a version-1 sidecar is refused when it is read")
            return
        }
        #expect(
            "\(error)"
                == "\(base).layout.json: not a layout document: sidecar version 1, but this Layoutshot reads "
                + "versions 2 and 3: record the reference again")
        var recording = check
        recording.record = .failed
        guard case .recorded(_, replaced: true) = recording.run({ Self.row(width: 48) }) else {
            Issue.record("record mode failed records over a sidecar it cannot read")
            return
        }
        let sidecar = try #require(FileManager.default.contents(atPath: base + ".layout.json"))
        #expect(
            String(decoding: sidecar, as: UTF8.self).hasPrefix(
                "{\"sidecar\":3,\"size\":[200,20],\"nodes\":[\n"))
        guard case .passed = check.run({ Self.row(width: 48) }) else {
            Issue.record("the recorded reference matches")
            return
        }
    }

    /// A picture format renders a picture, as its type says (no rendering of `.png` lacks one):
    /// the one its reference bytes encode, compared by its pixels.
    @Test func aPictureFormatRendersThePictureItStores() throws {
        let rendering = try Self.rows.render(Self.row(width: 40))
        let stored = try PNGCodec.decode(try rendering.primary(), file: "row.png").image
        #expect(stored == rendering.value && rendering.value.width == 400)
        let base = Self.folder() + "/row"
        try SnapshotCheck(format: Self.rows, base: base).record { Self.row(width: 40) }
        guard
            case .failed(let failure) = SnapshotCheck(format: Self.rows, base: base).run({
                Self.row(width: 41)
            })
        else {
            Issue.record("another picture must not pass")
            return
        }
        #expect(failure.mismatch.kind == .geometry && failure.mismatch.comparison != nil)
    }

    @Test func theDocumentedFixtureFormatRendersAFixtureFile() throws {
        let file = Self.folder() + "/card.yaml"
        try Data("sizeRange: [40, 20]\nscale: 2\nroot: {type: box, color: teal, id: swatch}".utf8)
            .write(
                to: URL(fileURLWithPath: file))
        // SnapshotFormat's own example.
        let fixturePNG = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback { (url: URL) in
            try PreparedScene(fixtureAt: url)
        }
        let rendering = try fixturePNG.render(URL(fileURLWithPath: file))
        #expect(rendering.layout.children.isEmpty && rendering.layout.id == "swatch")
        #expect(try PNGCodec.decode(try rendering.primary(), file: file).image.width == 80)
        #expect(
            try fixturePNG.actualFiles(rendering).map(\.name) == [
                "actual.png", "actual.layout.json",
            ])
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
            return error.line == 5 && error.column == 49
                && error.node == "root.children[0] (id \"title\")"
        }
    }
}
