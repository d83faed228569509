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
    static let swatchPNG = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback {
        (swatch: Swatch) in
        try PreparedScene(
            Scene(
                root: SnapshotFolder.row(width: swatch.width).node, sizeRange: SnapshotFolder.range,
                scale: 2))
    }

    /// Scenes as PNG with every node's outline drawn on top.
    static let outlined = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback {
        (scene: PreparedScene) in
        PreparedScene(
            renderer: scene.renderer,
            prepared: try scene.renderer.prepare(
                scene.prepared.scene, options: Renderer.Options(outlines: true)))
    }

    /// A format with a comparison of its own, not a pullback (the article's `paletteLines`): a
    /// palette rendered as its colours, stored one a line, a change named by the colours it removed.
    static let paletteLines = SnapshotFormat<[String], [String]>(
        pathExtension: "palette.txt", hasSidecar: false,
        render: { colors in
            SnapshotRendering(
                colors, primary: LazyBytes(Array(colors.map { $0 + "\n" }.joined().utf8)))
        },
        compare: { rendering, reference, _ in
            let stored = String(decoding: reference.bytes, as: UTF8.self).split(separator: "\n")
                .map(String.init)
            guard stored != rendering.value else { return nil }
            let removed = Set(stored).subtracting(rendering.value).sorted()
            return SnapshotMismatch(
                summary: "text: removed " + removed.joined(separator: ", "), kind: .text,
                files: [(.reference, reference.bytes), (.actual, try rendering.primary())])
        })

    @Test func aFormatWithAComparisonOfItsOwnRecordsMatchesAndFails() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: ["red", "teal"], as: Self.paletteLines, named: "palette", record: .missing,
                snapshotDirectory: folder)
        }
        let file = "aFormatWithAComparisonOfItsOwnRecordsMatchesAndFails.palette.palette.txt"
        #expect(SnapshotFolder.files(in: folder) == [file])
        #expect(try String(contentsOfFile: folder + "/" + file, encoding: .utf8) == "red\nteal\n")
        assertLayoutSnapshot(
            of: ["red", "teal"], as: Self.paletteLines, named: "palette", record: .never,
            snapshotDirectory: folder)
        withKnownIssue {
            assertLayoutSnapshot(
                of: ["red"], as: Self.paletteLines, named: "palette", record: .never,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "Snapshot \"aFormatWithAComparisonOfItsOwnRecordsMatchesAndFails.palette\" does not match reference "
                    + "(text: removed teal).") ?? false
        }
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
            of: Swatch(width: 80), as: Self.swatchPNG, named: "swatch", record: .never,
            snapshotDirectory: folder)
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
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: Self.outlined,
                named: "outlined",
                record: .missing, snapshotDirectory: folder)
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .png, named: "plain",
                record: .missing, snapshotDirectory: folder)
        }
        let base = folder + "/aSceneFormatOfItsOwnDrawsWhatItSays."
        let outlined = try Data(contentsOf: URL(fileURLWithPath: base + "outlined.png"))
        #expect(outlined != (try Data(contentsOf: URL(fileURLWithPath: base + "plain.png"))))
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, as: Self.outlined,
            named: "outlined",
            record: .never, snapshotDirectory: folder)
    }
}
