import Foundation

/// When references are written, as swift-snapshot-testing's record modes.
///
/// Set it per assertion (`record:`) or for the run with `LAYOUTSHOT_RECORD=missing|all|failed|never`.
/// Without either, it is `never` when `CI` is set and `missing` otherwise.
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

    /// The mode in force: the assertion's, else `LAYOUTSHOT_RECORD`, else `never` on CI
    /// (`CI` set), else `missing`.
    static func resolve(_ explicit: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecordMode
    {
        if let explicit { return explicit }
        if let value = environment["LAYOUTSHOT_RECORD"], let mode = SnapshotRecordMode(rawValue: value.lowercased()) {
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
