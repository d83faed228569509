import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import LayoutshotTesting
import Testing

/// `assertLayoutSnapshot` under Swift Testing: every record mode, the failure messages, the
/// artefacts.
struct SwiftTestingAssertionTests {
    @Test func missingReferenceIsRecordedAndFailsOnce() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .missing,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue == """
                No reference was found on disk. Automatically recorded snapshot: \(folder)/missingReferenceIsRecordedAndFailsOnce.row.png

                Re-run "missingReferenceIsRecordedAndFailsOnce()" to assert against the newly-recorded snapshot.
                """
        }
        #expect(
            SnapshotFolder.files(in: folder) == [
                "missingReferenceIsRecordedAndFailsOnce.row.layout.json",
                "missingReferenceIsRecordedAndFailsOnce.row.png",
            ])
        // The second run asserts against it and passes.
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .missing,
            snapshotDirectory: folder)
    }

    @Test func neverRecordsAndFailsWhenTheReferenceIsMissing() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .never,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("No reference was found on disk at \(folder)/")
                ?? false
        }
        #expect(SnapshotFolder.files(in: folder).isEmpty)
    }

    @Test func mismatchSaysWhatChangedAndWritesArtifacts() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row",
                record: .missing, snapshotDirectory: folder)
        }
        let captured = Captured()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(width: 70), in: SnapshotFolder.range, named: "row",
                record: .never,
                snapshotDirectory: folder)
        } matching: { issue in
            captured.set(issue.comments.first?.rawValue ?? "")
            return true
        }
        let message = captured.value
        #expect(
            message.hasPrefix(
                """
                Snapshot "mismatchSaysWhatChangedAndWritesArtifacts.row" does not match reference \
                (geometry: `title` width 80 → 70; 
                """))
        #expect(message.contains("pixels differ"))
        #expect(
            message.contains(
                "\nReference: \(folder)/mismatchSaysWhatChangedAndWritesArtifacts.row.png\n"))
        #expect(
            message.hasSuffix(
                "If the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it."))
        let artifacts = try #require(
            message.split(separator: "\n").first { $0.hasPrefix("Artifacts: ") })
        let path = String(artifacts.dropFirst("Artifacts: ".count).prefix { $0 != " " }.dropLast())
        let files = SnapshotFolder.files(in: path)
        #expect(
            [
                "actual.layout.json", "actual.png", "composite.png", "diff.png",
                "layout-changes.txt",
                "reference.layout.json", "reference.png",
            ]
            .allSatisfy(files.contains))
        #expect(files.contains { $0.hasPrefix("crop-") })
        let manifest = URL(fileURLWithPath: path).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("\"snapshot\" : \"mismatchSaysWhatChangedAndWritesArtifacts.row\""))
    }

    @Test func failedRecordsOnlyTheMismatch() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row",
                record: .missing, snapshotDirectory: folder)
        }
        let reference = URL(fileURLWithPath: folder).appendingPathComponent(
            "failedRecordsOnlyTheMismatch.row.png")
        let before = try Data(contentsOf: reference)
        // A match writes nothing.
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .failed,
            snapshotDirectory: folder)
        #expect(try Data(contentsOf: reference) == before)
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(color: .blue), in: SnapshotFolder.range, named: "row",
                record: .failed, snapshotDirectory: folder)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "").contains(
                "Recorded the new snapshot (record mode 'failed').")
        }
        #expect(try Data(contentsOf: reference) != before)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(color: .blue), in: SnapshotFolder.range, named: "row",
            record: .never,
            snapshotDirectory: folder)
    }

    @Test func allRerecordsEvenMatches() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, record: .all,
                snapshotDirectory: folder)
        }
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "1", record: .all,
                snapshotDirectory: folder)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "").hasPrefix(
                "Record mode is 'all': re-recorded \(folder)/allRerecordsEvenMatches.1.png")
        }
    }

    @Test func unnamedAssertionsAreNumberedPerTest() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, record: .missing,
                snapshotDirectory: folder)
            assertLayoutSnapshot(
                of: SnapshotFolder.row(width: 60), in: SnapshotFolder.range, record: .missing,
                snapshotDirectory: folder)
        }
        #expect(
            SnapshotFolder.files(in: folder).filter { $0.hasSuffix(".png") }
                == [
                    "unnamedAssertionsAreNumberedPerTest.1.png",
                    "unnamedAssertionsAreNumberedPerTest.2.png",
                ])
    }

    @Test func svgAndLayoutFormats() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .svg, named: "row",
                record: .missing,
                snapshotDirectory: folder)
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .layout, named: "row",
                record: .missing, snapshotDirectory: folder)
        }
        #expect(
            SnapshotFolder.files(in: folder) == [
                "svgAndLayoutFormats.row.layout.txt", "svgAndLayoutFormats.row.svg",
            ])
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .svg, named: "row",
            record: .never,
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .layout, named: "row",
            record: .never,
            snapshotDirectory: folder)
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(width: 60), in: SnapshotFolder.range, as: .layout,
                named: "row",
                record: .never, snapshotDirectory: folder)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "").contains(
                "first difference at line 4:\n−     box #title  (20, 6) 80×8\n+     box #title  (20, 6) 60×8"
            )
        }
    }

    @Test func fixtureFilesWorkAsWritten() throws {
        let folder = SnapshotFolder.make()
        let fixtureURL = URL(fileURLWithPath: folder).appendingPathComponent("cell.yaml")
        try """
        sizeRange: {min: [0, 0], max: [200, .inf]}
        scale: 2
        root: {type: inset, insets: 6, child: {type: text, text: "Hello, snapshot", font: "DejaVu Sans 12"}}
        """.write(to: fixtureURL, atomically: true, encoding: .utf8)
        withKnownIssue {
            assertLayoutSnapshot(
                of: fixtureURL, as: .png, record: .missing, snapshotDirectory: folder)
        }
        assertLayoutSnapshot(
            of: fixtureURL, as: .png, named: "1", record: .never, snapshotDirectory: folder)
    }

    @Test func toleranceAcceptsSmallChanges() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row",
                record: .missing, snapshotDirectory: folder)
        }
        let slightly = Color(red: 0xE5, green: 0x39, blue: 0x36)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(color: slightly), in: SnapshotFolder.range, named: "row",
            record: .never,
            tolerance: SnapshotTolerance(threshold: 0.1), snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(color: .blue), in: SnapshotFolder.range, named: "row",
            record: .never,
            tolerance: SnapshotTolerance(ignoredNodes: ["dot"]), snapshotDirectory: folder)
    }
}

/// A message captured from an issue-matching closure.
final class Captured: Sendable {
    private let text = CheckedMutex("")
    func set(_ value: String) {
        text.withLock { $0 = value }
    }
    var value: String { text.withLock { $0 } }
}
