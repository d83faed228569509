/// When references are written, as swift-snapshot-testing's record modes.
///
/// In tests, set it per assertion (`record:`), for the run with
/// `LAYOUTSHOT_RECORD=missing|all|failed|never`, or for a suite or scope
/// (`.layoutSnapshots(record:)`, `withLayoutSnapshotTesting(record:)`), in that order; without
/// any, it is `never` when `CI` is set and `missing` otherwise. `layoutshot check` never records;
/// `layoutshot record` runs the same check in mode `failed`, or `--missing` or `--all`.
///
/// ```swift
/// assertLayoutSnapshot(of: cell, in: range, record: .failed)
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Records references that do not exist yet (the test fails, to say so); compares the others.
    /// The default on a developer's machine.
    case missing
    /// Re-records every reference, matching or not, and fails the test to say so.
    case all
    /// Re-records only the references that do not match (the test still fails, with the diff's
    /// artefacts); records missing ones too.
    case failed
    /// Never writes: a missing reference fails the test. The default when `CI` is set.
    case never
}
