import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTesting
import Testing

/// Formats of a test's own, made by `SnapshotFormat.pullback` and passed to
/// `assertLayoutSnapshot(of:as:)` as swift-snapshot-testing's strategies are passed to
/// `assertSnapshot`.
struct CustomFormatTests {
    /// A value of the test's own: a swatch of some width.
    struct Swatch {
        var width: Double
    }

    /// Swatches as PNG: drawn as a row, pulled back from the scene format.
    static let swatchPNG = SnapshotFormat<PreparedScene>.png.pullback { (swatch: Swatch) in
        try PreparedScene(
            Scene(root: SnapshotFolder.row(width: swatch.width).node, sizeRange: SnapshotFolder.range, scale: 2))
    }

    /// Scenes as PNG with every node's outline drawn on top.
    static let outlined = SnapshotFormat<PreparedScene>.png.pullback { (scene: PreparedScene) in
        PreparedScene(
            renderer: scene.renderer,
            prepared: try scene.renderer.prepare(scene.prepared.scene, options: Renderer.Options(outlines: true)))
    }

    @Test func aValueOfItsOwnIsRecordedMatchedAndDescribed() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: Swatch(width: 80), as: Self.swatchPNG, named: "swatch", record: .missing,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "No reference was found on disk. Automatically recorded snapshot: "
                    + "\(folder)/aValueOfItsOwnIsRecordedMatchedAndDescribed.swatch.png") ?? false
        }
        #expect(
            SnapshotFolder.files(in: folder) == [
                "aValueOfItsOwnIsRecordedMatchedAndDescribed.swatch.layout.json",
                "aValueOfItsOwnIsRecordedMatchedAndDescribed.swatch.png",
            ])
        assertLayoutSnapshot(
            of: Swatch(width: 80), as: Self.swatchPNG, named: "swatch", record: .never, snapshotDirectory: folder)
        withKnownIssue {
            assertLayoutSnapshot(
                of: Swatch(width: 70), as: Self.swatchPNG, named: "swatch", record: .never,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                """
                Snapshot "aValueOfItsOwnIsRecordedMatchedAndDescribed.swatch" does not match reference \
                (geometry: `title` width 80 → 70; 
                """) ?? false
        }
    }

    @Test func aSceneFormatOfItsOwnDrawsWhatItSays() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: Self.outlined, named: "outlined",
                record: .missing, snapshotDirectory: folder)
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .png, named: "plain",
                record: .missing, snapshotDirectory: folder)
        }
        let base = folder + "/aSceneFormatOfItsOwnDrawsWhatItSays."
        let outlined = try Data(contentsOf: URL(fileURLWithPath: base + "outlined.png"))
        #expect(outlined != (try Data(contentsOf: URL(fileURLWithPath: base + "plain.png"))))
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, as: Self.outlined, named: "outlined",
            record: .never, snapshotDirectory: folder)
    }
}
