import Foundation

/// When references are written, as swift-snapshot-testing's record modes.
///
/// - `missing`: record references that do not exist yet (the default on a developer's machine);
/// - `all`: re-record every reference (the test fails, to say so);
/// - `failed`: re-record only references that do not match;
/// - `never`: never write; a missing reference fails (the default when `CI` is set).
///
/// Set it per assertion (`record:`) or for the run with `LAYOUTSHOT_RECORD=missing|all|failed|never`.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    case missing, all, failed, never

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
