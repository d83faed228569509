/// A file that goes into a snapshot's image folder, under the artefact names that
/// `layoutshot check --artifacts` and `assertLayoutSnapshot` use: `reference.png`,
/// `actual.png`, `diff.png`, `composite.png`, `crop-<n>.png` (other files are copied along).
public struct ReportFile: Sendable {
    /// Where the bytes come from.
    public enum Source: Sendable {
        /// Encoded in memory (a check run's pictures).
        case bytes([UInt8])
        /// A file on disk (an artefacts folder, a passed snapshot's reference).
        case file(String)
    }

    /// The file name in the snapshot's folder.
    public var name: String
    /// Where the file's bytes come from: memory or a file on disk.
    public var source: Source

    /// Creates a file named `name` in the snapshot's folder, with bytes from `source`.
    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }
}
