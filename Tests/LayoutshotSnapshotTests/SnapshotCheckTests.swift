import Foundation
import LayoutshotCore
import LayoutshotFiles
import LayoutshotLayout
import LayoutshotSnapshot
import Testing

/// `SnapshotCheck`: the one flow under the assertions and the command line, outcome by outcome,
/// with what each writes.
struct SnapshotCheckTests {
    typealias Pipeline = SnapshotPipelineTests

    func check(_ folder: String, record: SnapshotRecordMode, artifacts: ArtifactsFolder? = nil)
        -> SnapshotCheck<
            LayoutNode, RGBAImage
        >
    {
        SnapshotCheck(
            format: Pipeline.rows, base: folder + "/row", record: record,
            artifacts: artifacts.map {
                SnapshotArtifacts(
                    folder: $0, subfolder: "Rows/row", test: "rows()", snapshot: "row")
            })
    }

    @Test func aMissingReferenceIsNewOrRecordedAsTheModeSays() throws {
        let folder = Pipeline.folder()
        guard
            case .new(let rendering) = check(folder, record: .never).run({ Pipeline.row(width: 40) }
            )
        else {
            Issue.record("expected a new snapshot")
            return
        }
        #expect(
            try Pipeline.rows.actualFiles(rendering).map(\.name) == [
                "actual.png", "actual.layout.json",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder + "/row.png"))
        guard
            case .recorded(_, replaced: false) = check(folder, record: .missing).run({
                Pipeline.row(width: 40)
            })
        else {
            Issue.record("expected a recorded snapshot")
            return
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/row.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/row.layout.json"))
        guard
            case .passed(sidecarMissing: false) = check(folder, record: .missing).run({
                Pipeline.row(width: 40)
            })
        else {
            Issue.record("expected a match")
            return
        }
        guard
            case .recorded(_, replaced: true) = check(folder, record: .all).run({
                Pipeline.row(width: 40)
            })
        else {
            Issue.record("expected record mode all to re-record a match")
            return
        }
    }

    @Test func aFailureWritesItsArtefactsAndIsRecordedOnlyWhenAsked() throws {
        let folder = Pipeline.folder()
        _ = check(folder, record: .missing).run { Pipeline.row(width: 40) }
        let reference = try Data(contentsOf: URL(fileURLWithPath: folder + "/row.png"))
        let artifacts = ArtifactsFolder(root: folder + "/artifacts", package: folder)
        guard
            case .failed(let failure) = check(folder, record: .never, artifacts: artifacts).run({
                Pipeline.row(width: 48)
            })
        else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.mismatch.kind == .geometry)
        #expect(failure.recording == nil)
        #expect(try failure.artifacts?.get() == folder + "/artifacts/Rows/row")
        let manifest = try JSONDecoder().decode(
            ArtifactsManifest.self,
            from: Data(contentsOf: URL(fileURLWithPath: folder + "/artifacts/manifest.json")))
        #expect(manifest.failures.map(\.reference) == ["row.png"])
        #expect(manifest.failures.first?.files.first == "Rows/row/reference.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/row.png")) == reference)
        guard
            case .failed(let recorded) = check(folder, record: .failed).run({
                Pipeline.row(width: 48)
            })
        else {
            Issue.record("expected a failure")
            return
        }
        #expect(recorded.artifacts == nil)
        #expect((try? recorded.recording?.get()) != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/row.png")) != reference)
    }

    @Test func whatCannotBeRenderedOrRecordedSaysWhy() throws {
        let folder = Pipeline.folder()
        struct Broken: Error {}
        guard case .unrendered(let error) = check(folder, record: .missing).run({ throw Broken() })
        else {
            Issue.record("expected an unrendered snapshot")
            return
        }
        #expect(error is Broken)
        var width = 40.0
        let flaky = check(folder, record: .missing).run {
            defer { width += 1 }
            return Pipeline.row(width: width)
        }
        guard case .notRecorded(let refusal) = flaky else {
            Issue.record("expected two different renders to be refused")
            return
        }
        #expect(
            refusal as? SnapshotRecordingError
                == .nondeterministic(file: "row.png", detail: " (`left` width 40 → 41)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/row.png"))
    }
}
