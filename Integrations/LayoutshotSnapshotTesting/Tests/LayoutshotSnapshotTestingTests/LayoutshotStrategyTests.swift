import AsyncDisplayKit
import Foundation
import InlineSnapshotTesting
import LayoutshotCore
import LayoutshotLayout
import LayoutshotSnapshot
import LayoutshotSnapshotTesting
import SnapshotTesting
import Testing

/// The `.layoutshot` strategies through swift-snapshot-testing's own `verifySnapshot`.
struct LayoutshotStrategyTests {
    let folder: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-sst-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }()

    func row(_ width: Double) -> some LayoutElement {
        Inset(.all(4)) {
            Stack(.horizontal, spacing: 4, alignItems: .center) {
                Box(.red).preferredSize(12, 12)
                Box(.blue).preferredSize(width, 8)
            }
        }
    }

    @Test func recordsThenMatchesThenReportsPixels() throws {
        let range = SizeRange(min: Size(120, 0), max: Size(120, .infinity))
        let missing = verifySnapshot(
            of: row(60), as: .layoutshot(.png, in: range), named: "row", record: .missing,
            snapshotDirectory: folder)
        #expect(
            missing?.hasPrefix("No reference was found on disk. Automatically recorded snapshot:")
                ?? false)
        #expect(
            FileManager.default.fileExists(
                atPath: folder + "/recordsThenMatchesThenReportsPixels.row.png"))
        #expect(
            verifySnapshot(
                of: row(60), as: .layoutshot(.png, in: range), named: "row", record: .never,
                snapshotDirectory: folder) == nil)
        let failure = verifySnapshot(
            of: row(50), as: .layoutshot(.png, in: range), named: "row", record: .never,
            snapshotDirectory: folder)
        // The blue bar is 10 pt shorter: 20 × 16 pixels at scale 2, from x = 4 + 12 + 4 + 50 pt and
        // y = 4 + (12 - 8) / 2 pt, out of 240 × 40 pixels; worded as `check` words it.
        #expect(
            failure?.contains("Layoutshot: paint: 320 pixels differ (3.33 %)") ?? false,
            "\(failure ?? "")")
        #expect(failure?.contains(" within (140, 12) 20×16.") ?? false, "\(failure ?? "")")
    }

    @Test func svgAndFixtureFiles() throws {
        let fixture = URL(fileURLWithPath: folder).appendingPathComponent("cell.yaml")
        try "sizeRange: [40, 20]\nroot: {type: box, color: teal}".write(
            to: fixture, atomically: true, encoding: .utf8)
        _ = verifySnapshot(
            of: fixture, as: .layoutshot, named: "cell", record: .missing, snapshotDirectory: folder
        )
        #expect(
            verifySnapshot(
                of: fixture, as: .layoutshot, named: "cell", record: .never,
                snapshotDirectory: folder)
                == nil)
        _ = verifySnapshot(
            of: fixture, as: .layoutshot(.svg), named: "cell", record: .missing,
            snapshotDirectory: folder)
        #expect(
            verifySnapshot(
                of: fixture, as: .layoutshot(.svg), named: "cell", record: .never,
                snapshotDirectory: folder)
                == nil)
        let broken = URL(fileURLWithPath: folder).appendingPathComponent("broken.yaml")
        try "root: {type: box, colr: teal}".write(to: broken, atomically: true, encoding: .utf8)
        let failure = verifySnapshot(
            of: broken, as: .layoutshot, named: "cell", record: .never, snapshotDirectory: folder)
        #expect(
            failure?.contains(
                "Layoutshot could not render: \(broken.path):1:19: root: unknown key 'colr'")
                ?? false)
    }

    @Test func everyLayoutshotFormatIsAStrategy() throws {
        let range = SizeRange(min: Size(120, 0), max: Size(120, .infinity))
        _ = verifySnapshot(
            of: row(60), as: .layoutshot(.layout, in: range), named: "row", record: .missing,
            snapshotDirectory: folder)
        let text = try String(
            contentsOfFile: folder + "/everyLayoutshotFormatIsAStrategy.row.layout.txt",
            encoding: .utf8)
        #expect(text.contains("box"))
        #expect(
            verifySnapshot(
                of: row(60), as: .layoutshot(.layout, in: range), named: "row", record: .never,
                snapshotDirectory: folder) == nil)
        let failure = verifySnapshot(
            of: row(50), as: .layoutshot(.layout, in: range), named: "row", record: .never,
            snapshotDirectory: folder)
        #expect(
            failure?.contains(
                "Layoutshot: first difference at line 4:\n−     box  (20, 6) 60×8\n+     box  (20, 6) 50×8"
            )
                ?? false, "\(failure ?? "")")
    }

    @Test func theFormatsOwnComparisonDiffsWhateverTheExtension() throws {
        let range = SizeRange(min: Size(120, 0), max: Size(120, .infinity))
        // The layout text under a picture's extension is compared as text…
        var text = SnapshotFormat<PreparedScene, String>.layout
        text.pathExtension = "png"
        _ = verifySnapshot(
            of: row(60), as: .layoutshot(text, in: range), named: "text", record: .missing,
            snapshotDirectory: folder)
        let textFailure = verifySnapshot(
            of: row(50), as: .layoutshot(text, in: range), named: "text", record: .never,
            snapshotDirectory: folder)
        #expect(
            textFailure?.contains("Layoutshot: first difference at line 4:") ?? false,
            "\(textFailure ?? "")")
        // … and a picture under another extension by its pixels.
        var picture = SnapshotFormat<PreparedScene, RGBAImage>.png
        picture.pathExtension = "picture"
        _ = verifySnapshot(
            of: row(60), as: .layoutshot(picture, in: range), named: "row", record: .missing,
            snapshotDirectory: folder)
        #expect(
            FileManager.default.fileExists(
                atPath: folder + "/theFormatsOwnComparisonDiffsWhateverTheExtension.row.picture"))
        let pictureFailure = verifySnapshot(
            of: row(50), as: .layoutshot(picture, in: range), named: "row", record: .never,
            snapshotDirectory: folder)
        #expect(
            pictureFailure?.contains("Layoutshot: paint: 320 pixels differ (3.33 %)") ?? false,
            "\(pictureFailure ?? "")")
    }

    @Test func layoutTextForSwiftSnapshotTestingsInlineSnapshots() {
        let range = SizeRange(min: Size(120, 0), max: Size(120, .infinity))
        assertInlineSnapshot(of: row(60), as: .layoutshotLayout(in: range), record: .never) {
            """
            inset  (0, 0) 120×20
              stack  (4, 4) 112×12
                box  (4, 4) 12×12
                box  (20, 6) 60×8
            """
        }
        let node = ASDisplayNode()
        node.style.preferredSize = CGSize(width: 30, height: 10)
        assertInlineSnapshot(
            of: node, as: .layoutshotLayout(in: ASSizeRangeMake(CGSize(width: 30, height: 10))),
            record: .never
        ) {
            """
            box  (0, 0) 30×10
            """
        }
        // A file snapshot of the same text: `layout.txt`, and a mismatch shows the lines that differ.
        _ = verifySnapshot(
            of: row(60), as: .layoutshotLayout(in: range), named: "text", record: .missing,
            snapshotDirectory: folder)
        #expect(
            FileManager.default.fileExists(
                atPath: folder
                    + "/layoutTextForSwiftSnapshotTestingsInlineSnapshots.text.layout.txt"))
        let failure = verifySnapshot(
            of: row(50), as: .layoutshotLayout(in: range), named: "text", record: .never,
            snapshotDirectory: folder)
        #expect(
            failure?.contains("−    box  (20, 6) 60×8\n+    box  (20, 6) 50×8") ?? false,
            "\(failure ?? "")")
    }
}
