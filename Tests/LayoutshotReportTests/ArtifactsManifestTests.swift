import Foundation
import LayoutshotReport
import LayoutshotTestSupport
import Testing

/// `ArtifactsManifest`: a downloaded artefacts folder's `manifest.json`, read as untrusted input.
struct ArtifactsManifestTests {
    /// A temporary artefacts folder holding `manifest` and the (empty) files it names.
    static func folder(manifest: String, files: [String]) throws -> String {
        let folder = try TemporaryFolder.make("manifest").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
        for file in files { try Data().write(to: URL(fileURLWithPath: folder + "/" + file)) }
        return folder
    }

    /// Found by the report-json fuzz target (`files: ["C"]`): drafting trapped in Foundation's
    /// `deletingLastPathComponent`. A file outside any `<TestFile>/<identifier>/` folder now
    /// leaves the snapshot's own name.
    @Test func aOneCharacterFileNameDraftsUnderTheSnapshotsName() throws {
        let folder = try Self.folder(
            manifest: """
                {"failures": [{"files": ["C"], "kind": "paint", "reference": "Tests/__Snapshots__/CellTests/testCell.2",
                  "snapshot": "testCell.1", "summary": "12 pix/ls differ", "test": "CellTests/testCell()"}]}
                """, files: ["C"])
        let drafts = try ArtifactsManifest.read(folder).drafts(in: folder)
        #expect(drafts.map(\.snapshot.name) == ["testCell.1"])
        #expect(drafts.first?.files.map(\.name) == ["C"])
        #expect(drafts.first?.snapshot.status == .new)
    }

    @Test func filesInTheirTestFolderDraftUnderThatFolder() throws {
        let manifest = """
            {"failures": [{"files": ["T/id.1/reference.png", "T/id.1/actual.png"], "kind": "paint", "reference": "R/id.1",
              "snapshot": "id.1", "summary": "differs", "test": "T/test()"}]}
            """
        let folder = try Self.folder(manifest: manifest, files: [])
        try FileManager.default.createDirectory(
            atPath: folder + "/T/id.1", withIntermediateDirectories: true)
        for file in ["reference.png", "actual.png"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/T/id.1/" + file))
        }
        let drafts = try ArtifactsManifest.read(folder).drafts(in: folder)
        #expect(drafts.map(\.snapshot.name) == ["T/id.1"])
        #expect(drafts.first?.snapshot.status == .failed)
    }
}
