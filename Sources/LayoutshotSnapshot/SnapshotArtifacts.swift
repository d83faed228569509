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

    /// Names the files of `mismatch` (reference, actual, diff, …) for a format whose references
    /// end in `pathExtension`, writes them and lists them in the manifest against `reference`;
    /// returns the snapshot's folder.
    public func write(_ mismatch: SnapshotMismatch, reference: String, pathExtension: String)
        throws(FileError)
        -> String
    {
        try folder.write(
            Self.named(mismatch.files, pathExtension: pathExtension), to: subfolder, test: test,
            snapshot: snapshot,
            reference: reference, kind: mismatch.kind, summary: mismatch.summary,
            libraries: RendererFingerprint.libraries)
    }

    /// What a file of a failure holds; the folder names it (``name(pathExtension:)``).
    public enum File: Hashable, Sendable {
        /// The reference and the rendering, in the format's bytes.
        case reference, actual
        /// Their layout sidecars: the reference's (kept when the layout changed) and the rendering's.
        case referenceSidecar, actualSidecar
        /// PNG pictures of the change: the diff and the composite.
        case diff, composite
        /// A PNG crop of the changed region of this number, from 1.
        case crop(Int)
        /// The layout changes, one a line.
        case layoutChanges

        /// The file's name for a format whose references end in `pathExtension`: `reference.png`,
        /// `actual.layout.json`, `crop-2.png`, `layout-changes.txt`, …
        public func name(pathExtension: String) -> String {
            switch self {
            case .reference, .actual:
                (self == .reference ? "reference." : "actual.") + pathExtension
            case .referenceSidecar, .actualSidecar:
                (self == .referenceSidecar ? "reference" : "actual") + ".layout.json"
            case .diff: "diff.png"
            case .composite: "composite.png"
            case .crop(let number): "crop-\(number).png"
            case .layoutChanges: "layout-changes.txt"
            }
        }
    }

    /// `files` by their names in the folder, in order.
    public static func named(_ files: [(file: File, bytes: [UInt8])], pathExtension: String) -> [(
        name: String, bytes: [UInt8]
    )] {
        files.map { (name: $0.file.name(pathExtension: pathExtension), bytes: $0.bytes) }
    }
}
