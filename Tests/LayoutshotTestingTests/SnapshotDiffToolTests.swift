import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTesting
import Testing

/// The diff tool's command in a failure: the reference and the actual file it names, for each
/// record mode and format, from a closure, a trait or a program's name.
struct SnapshotDiffToolTests {
    /// The message of the one issue `body` records.
    func failure(_ body: () -> Void) -> String {
        let captured = Captured()
        withKnownIssue {
            body()
        } matching: { issue in
            captured.set(issue.comments.first?.rawValue ?? "")
            return true
        }
        return captured.value
    }

    /// The `Artifacts:` folder and the `Compare:` line of a failure message.
    func paths(in message: String) throws -> (artifacts: String, compare: String) {
        let lines = message.split(separator: "\n").map(String.init)
        let artifacts = try #require(lines.first { $0.hasPrefix("Artifacts: ") })
        let compare = try #require(lines.first { $0.hasPrefix("Compare: ") })
        return (
            String(artifacts.dropFirst("Artifacts: ".count).prefix { $0 != " " }.dropLast()),
            compare
        )
    }

    @Test func aMismatchPrintsTheCommandThatComparesTheReferenceWithTheActualFile() throws {
        let folder = SnapshotFolder.make()
        let message = withLayoutSnapshotTesting(
            snapshotDirectory: folder, diffTool: .init { "code --diff \($0) \($1)" }
        ) {
            _ = failure {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row",
                    record: .missing)
            }
            return failure {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(width: 60), in: SnapshotFolder.range, named: "row",
                    record: .never)
            }
        }
        let (artifacts, compare) = try paths(in: message)
        let reference =
            "\(folder)/aMismatchPrintsTheCommandThatComparesTheReferenceWithTheActualFile.row.png"
        #expect(compare == "Compare: code --diff \(reference) \(artifacts)/actual.png")
        #expect(
            message.hasSuffix(
                "\(compare)\nIf the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it."
            ))
        let before = try #require(FileManager.default.contents(atPath: reference))
        let actual = try #require(FileManager.default.contents(atPath: artifacts + "/actual.png"))
        #expect(before != actual)
    }

    @Test(.layoutSnapshots(diffTool: "ksdiff"))
    func aReferenceRecordedOverIsComparedAsTheArtefactsKeptIt() throws {
        let folder = SnapshotFolder.make()
        _ = failure {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, as: .layout, named: "row",
                record: .missing,
                snapshotDirectory: folder)
        }
        let reference =
            "\(folder)/aReferenceRecordedOverIsComparedAsTheArtefactsKeptIt.row.layout.txt"
        let before = try String(contentsOfFile: reference, encoding: .utf8)
        let message = failure {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(width: 60), in: SnapshotFolder.range, as: .layout,
                named: "row", record: .failed,
                snapshotDirectory: folder)
        }
        let (artifacts, compare) = try paths(in: message)
        #expect(
            compare
                == "Compare: ksdiff '\(artifacts)/reference.layout.txt' '\(artifacts)/actual.layout.txt'"
        )
        #expect(
            try String(contentsOfFile: artifacts + "/reference.layout.txt", encoding: .utf8)
                == before)
        #expect(try String(contentsOfFile: reference, encoding: .utf8) != before)
    }

    @Test func withoutADiffToolNoCommandIsPrinted() {
        let folder = SnapshotFolder.make()
        withLayoutSnapshotTesting(snapshotDirectory: folder) {
            _ = failure {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row",
                    record: .missing)
            }
            let message = failure {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(width: 60), in: SnapshotFolder.range, named: "row",
                    record: .never)
            }
            #expect(message.contains("\nArtifacts: "))
            #expect(!message.contains("Compare:"))
        }
    }

    @Test func aProgramNameQuotesEachPathForTheShell() {
        let tool: SnapshotDiffTool = "meld --diff"
        #expect(
            tool(reference: "/a b/it's.png", actual: "/c.png")
                == #"meld --diff '/a b/it'\''s.png' '/c.png'"#)
    }
}
