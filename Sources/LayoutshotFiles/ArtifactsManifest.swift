import LayoutshotCore

/// The `manifest.json` of an artefacts folder (``ArtifactsFolder``): one entry per failing
/// snapshot, written by failing `assertLayoutSnapshot` calls and by `layoutshot check
/// --artifacts`, read back by `layoutshot report` and `layoutshot approve --from`. The one
/// declaration of its shape, for the writers and the readers.
///
/// ```json
/// {"failures": [{"test": "CellTests/testCell()", "snapshot": "testCell.1", "kind": "geometry",
///   "reference": "Tests/AppTests/__Snapshots__/CellTests/testCell.1.png", "summary": "geometry: …",
///   "files": ["CellTests/testCell.1/reference.png", "CellTests/testCell.1/actual.png"]}]}
/// ```
public struct ArtifactsManifest: Codable, Equatable, Sendable {
    /// One failure: `files` are relative to the artefacts folder, `<folder of the snapshot>/<name>`.
    public struct Entry: Codable, Equatable, Sendable {
        /// The failing test's name; for `layoutshot check`, the fixture's path.
        public var test: String
        /// The snapshot's name: `<test name>.<n or name>` (`testCell.1`) for a test, the
        /// fixture's name and variant (`card@w320-dark`) for `check`.
        public var snapshot: String
        /// The reference file: relative to the package root when it is inside the package, else
        /// absolute.
        public var reference: String
        /// The kind of change (`geometry`, `paint`, `text`, `renderer`): `SnapshotComparison.Kind`.
        public var kind: SnapshotChangeKind
        /// One line: what changed (`SnapshotComparison.summary`).
        public var summary: String
        /// The failure's pictures, relative to the artefacts folder.
        public var files: [String]
        /// The C libraries of the process that drew the actual picture (`cairo 1.18.4; pango …`),
        /// for reports; no picture depends on them. `nil` in manifests of earlier releases.
        public var libraries: String?

        /// Creates an entry.
        public init(
            test: String, snapshot: String, reference: String, kind: SnapshotChangeKind,
            summary: String,
            files: [String],
            libraries: String? = nil
        ) {
            self.test = test
            self.snapshot = snapshot
            self.reference = reference
            self.kind = kind
            self.summary = summary
            self.files = files
            self.libraries = libraries
        }
    }

    /// The manifest's file name in its folder.
    public static let fileName = "manifest.json"

    /// The failures, sorted by test and snapshot; a failure recorded again replaces its old entry.
    public var failures: [Entry]

    /// A manifest listing `failures`.
    public init(failures: [Entry] = []) {
        self.failures = failures
    }

    /// Lists `entry`, replacing the entry of the same test and snapshot, in sorted order.
    public mutating func record(_ entry: Entry) {
        failures.removeAll { $0.test == entry.test && $0.snapshot == entry.snapshot }
        failures.append(entry)
        failures.sort { ($0.test, $0.snapshot) < ($1.test, $1.snapshot) }
    }
}
