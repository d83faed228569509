import Foundation
@_spi(Locking) import LayoutshotCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Progress of a `check` or `record` run on stderr, the one reporter of `FixtureWorkers`: on a
/// terminal a bar drawn in place (`[#########                     ] 3/10`); elsewhere (a CI log) a
/// plain line such as `layoutshot check: 250/1000 fixtures (25%)` at most every 5 seconds, so a
/// short run prints nothing and a long one shows it is alive without flooding the log.
///
/// `LAYOUTSHOT_PROGRESS` overrides the choice: `lines` prints a line per fixture (tests, slow
/// logs), `none` prints nothing.
final class FixtureProgress: Sendable {
    enum Style: Equatable {
        case bar
        /// A line when at least this many seconds have passed since the last one.
        case lines(every: TimeInterval)
        case none
    }

    private let label: String
    private let total: Int
    let style: Style
    /// The fixtures done, and when a line was last printed; the lock also keeps two bars from
    /// being drawn at once.
    private let state = CheckedMutex((done: 0, last: Date()))

    init(
        _ label: String, total: Int,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: Bool = isatty(2) == 1
    ) {
        self.label = label
        self.total = total
        switch environment["LAYOUTSHOT_PROGRESS"] {
        case "lines": style = .lines(every: 0)
        case "none": style = .none
        default: style = terminal ? .bar : .lines(every: 5)
        }
    }

    /// One fixture is done.
    func advance() {
        guard style != .none else { return }
        state.withLock { state in
            state.done += 1
            switch style {
            case .bar:
                let width = 30
                let filled = total > 0 ? state.done * width / total : width
                StandardOutput.writeError(
                    "\r[" + String(repeating: "#", count: filled)
                        + String(repeating: " ", count: width - filled)
                        + "] \(state.done)/\(total)")
            case .lines(let interval):
                let now = Date()
                guard now.timeIntervalSince(state.last) >= interval else { return }
                state.last = now
                let percent = total > 0 ? state.done * 100 / total : 100
                StandardOutput.writeError(
                    "layoutshot \(label): \(state.done)/\(total) fixtures (\(percent)%)\n")
            case .none:
                break
            }
        }
    }

    /// Ends the bar's line.
    func finish() {
        if style == .bar && total > 0 { StandardOutput.writeError("\n") }
    }
}
