import LayoutshotCore

/// Why a report, summary or JUnit file could not be written. Every case is bad input or an
/// I/O failure (exit 2), and its description says what to do next.
public enum ReportError: LayoutshotError, Equatable {
    /// The folder holds files and no `.layoutshot-report` marker: it is someone else's.
    case notAReport(folder: String, entries: Int)
    /// A file or folder of the report could not be written; `reason` says why.
    case cannotWrite(file: String, reason: String)
    /// A file or folder could not be read (a picture to copy, `references.json`, a shard's report
    /// folder); `reason` says why.
    case cannotRead(file: String, reason: String)
    /// An artefacts folder without a readable `manifest.json`.
    case badManifest(file: String, reason: String)
    /// A path in a report, shard report, `references.json` or `manifest.json` that is absolute
    /// or leads outside its folder (`ContainedPath`): `entry` says where in the file it is.
    case unsafePath(file: String, entry: String, reason: String)
    /// A report or manifest that does not have the shape Layoutshot writes: a missing field,
    /// a wrong type, an unknown status. `entry` is the JSON path ("snapshots[2].status").
    case badSchema(file: String, entry: String, reason: String)

    public var problem: String {
        switch self {
        case .notAReport(let folder, let entries):
            "\(folder) is not empty (\(entries) entr\(entries == 1 ? "y" : "ies")) and is not a Layoutshot report "
                + "(no \(ReportFolder.marker) file); nothing was deleted. Choose a new or empty folder, or delete it first."
        case .cannotWrite(let file, let reason): "cannot write \(file): \(reason)"
        case .cannotRead(let file, let reason): "cannot read \(file): \(reason)"
        case .badManifest(let file, let reason):
            "\(file) is not a Layoutshot artefacts manifest: \(reason). Pass the folder that the failing tests "
                + "wrote (LAYOUTSHOT_ARTIFACTS, default .build/layoutshot-artifacts)."
        case .unsafePath(let file, let entry, let reason):
            "\(file): \(entry): \(reason); refused as a whole, nothing was written. The file was changed after "
                + "Layoutshot wrote it: use a report or artefacts folder written by layoutshot or assertLayoutSnapshot."
        case .badSchema(let file, let entry, let reason):
            "\(file): \(entry): \(reason); refused as a whole, nothing was written. It is not a file that this "
                + "Layoutshot wrote: re-run the check (or the tests) to write it again."
        }
    }
}
