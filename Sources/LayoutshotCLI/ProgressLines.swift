import Foundation
@_spi(Locking) import LayoutshotCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Progress of a long `check` or `record` run when stderr is not a terminal (a CI log): a plain
/// line such as `layoutshot check: 250/1000 fixtures (25%)` at most every 5 seconds, so a
/// short run prints nothing and a long one shows it is alive without flooding the log. On a
/// terminal `FixtureWorkers.Progress` draws the bar instead and this prints nothing.
///
/// `LAYOUTSHOT_PROGRESS` overrides the choice: `lines` prints a line per fixture (tests, slow
/// logs), `none` prints nothing.
final class ProgressLines: Sendable {
    private let label: String
    private let total: Int
    private let interval: TimeInterval?
    /// The fixtures done, and when a line was last printed.
    private let state = CheckedMutex((done: 0, last: Date()))

    init(
        _ label: String, total: Int, environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: Bool = isatty(2) == 1
    ) {
        self.label = label
        self.total = total
        switch environment["LAYOUTSHOT_PROGRESS"] {
        case "lines": interval = 0
        case "none": interval = nil
        default: interval = terminal ? nil : 5
        }
    }

    /// One fixture is done.
    func advance() {
        guard let interval else { return }
        state.withLock { state in
            state.done += 1
            let now = Date()
            guard now.timeIntervalSince(state.last) >= interval else { return }
            state.last = now
            let percent = total > 0 ? state.done * 100 / total : 100
            StandardOutput.writeError("layoutshot \(label): \(state.done)/\(total) fixtures (\(percent)%)\n")
        }
    }
}
