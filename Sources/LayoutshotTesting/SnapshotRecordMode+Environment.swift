import Foundation
import LayoutshotSnapshot

extension SnapshotRecordMode {
    /// The mode in force: the assertion's, else `LAYOUTSHOT_RECORD` (the run's, so `never` on CI
    /// holds over a suite's `failed`), else the innermost scope's, else `never` on CI (`CI`
    /// set), else `missing`.
    static func resolve(
        _ explicit: SnapshotRecordMode?,
        scoped: SnapshotRecordMode? = LayoutSnapshotConfiguration.current.record,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> SnapshotRecordMode
    {
        if let explicit { return explicit }
        if let value = environment["LAYOUTSHOT_RECORD"],
            let mode = SnapshotRecordMode(rawValue: value.lowercased())
        {
            return mode
        }
        if let scoped { return scoped }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
            return .never
        }
        return .missing
    }
}
