import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotTesting

/// `manifest.json` records references relative to the package root, so that an artefacts
/// folder downloaded from CI approves into the local checkout.
struct SnapshotArtifactsTests {
    @Test func referencesAreRecordedRelativeToThePackageRoot() throws {
        let package = URL(
            fileURLWithPath: try #require(ArtifactsFolder(testFilePath: #filePath).package))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Package.swift").path))
        let artifacts = ArtifactsFolder(testFilePath: #filePath)
        let inside = package.appendingPathComponent(
            "Tests/LayoutshotTestingTests/__Snapshots__/SnapshotArtifactsTests/a.1.png"
        ).path
        #expect(
            artifacts.recordedPath(of: inside)
                == "Tests/LayoutshotTestingTests/__Snapshots__/SnapshotArtifactsTests/a.1.png")
        // A snapshot folder outside the package keeps its absolute path, which approve refuses.
        let outside = "/nonexistent-layoutshot/refs/a.1.png"
        #expect(artifacts.recordedPath(of: outside) == "/nonexistent-layoutshot/refs/a.1.png")
    }

    @Test func aFailureRecordsItsReferenceRelativeToThePackage() throws {
        let root = try TemporaryFolder.make("artifacts")
        let artifacts = ArtifactsFolder(
            testFilePath: #filePath, environment: ["LAYOUTSHOT_ARTIFACTS": root.path])
        let package = URL(fileURLWithPath: try #require(artifacts.package))
        let reference = package.appendingPathComponent(
            "Tests/LayoutshotTestingTests/__Snapshots__/SnapshotArtifactsTests/b.1.png"
        ).path
        _ = try artifacts.write(
            [("actual.png", [1, 2, 3])], to: "SnapshotArtifactsTests/b.1",
            test: "SnapshotArtifactsTests/b()",
            snapshot: "b.1", reference: reference, kind: .paint, summary: "paint")
        let manifest = try JSONDecoder().decode(
            ArtifactsManifest.self,
            from: Data(contentsOf: root.appendingPathComponent("manifest.json")))
        #expect(
            manifest.failures.map(\.reference) == [
                "Tests/LayoutshotTestingTests/__Snapshots__/SnapshotArtifactsTests/b.1.png"
            ])
        #expect(manifest.failures.map(\.files) == [["SnapshotArtifactsTests/b.1/actual.png"]])
        try? FileManager.default.removeItem(at: root)
    }
}
