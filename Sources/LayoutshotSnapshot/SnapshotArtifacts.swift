import LayoutshotFiles
import LayoutshotRender

/// Where one snapshot's failure artefacts go: a folder inside the run's
/// ``/LayoutshotFiles/ArtifactsFolder``, and the names its manifest entry gives it. A test's go
/// to `<TestFile>/<test>.<n>/`, a fixture's (`layoutshot check --artifacts`) to
/// `<fixture name>[@variant]/`.
///
/// ```swift
/// let artifacts = SnapshotArtifacts(folder: ArtifactsFolder(root: "out", package: nil), subfolder: "card",
///                                   test: "cards/card.yaml", snapshot: "card")
/// ```
public struct SnapshotArtifacts: Sendable {
    /// The run's artefacts folder.
    public var folder: ArtifactsFolder
    /// The snapshot's folder inside it.
    public var subfolder: String
    /// The test's name, or for a fixture its path: the manifest's `test`.
    public var test: String
    /// The snapshot's name: the manifest's `snapshot`.
    public var snapshot: String

    /// The artefacts of one snapshot, in `subfolder` of `folder`.
    public init(folder: ArtifactsFolder, subfolder: String, test: String, snapshot: String) {
        self.folder = folder
        self.subfolder = subfolder
        self.test = test
        self.snapshot = snapshot
    }

    /// Writes the files of `mismatch` (reference, actual, diff, …) and lists them in the
    /// manifest against `reference`; returns the snapshot's folder.
    public func write(_ mismatch: SnapshotMismatch, reference: String) throws(FileError) -> String {
        try folder.write(
            mismatch.files, to: subfolder, test: test, snapshot: snapshot, reference: reference,
            kind: mismatch.kind.rawValue, summary: mismatch.summary, libraries: RendererFingerprint.libraries)
    }
}
