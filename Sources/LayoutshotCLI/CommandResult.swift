import ArgumentParser
import LayoutshotCore

/// How a command that compares ends when nothing went wrong: everything matched, or there are
/// differences (exit 1). Differences are a result, not an error: the command has printed them.
enum CommandResult {
    case matched
    case differencesFound
    /// Some inputs could not be used; the command printed why, per input (exit 2).
    case inputsFailed

    /// Ends the command with the result's exit code (argument-parser's `ExitCode`, which is
    /// its way of ending a command without an error message).
    func finish() throws {
        switch self {
        case .matched: return
        case .differencesFound: throw ExitCode(LayoutshotExitCode.differences.rawValue)
        case .inputsFailed: throw ExitCode(LayoutshotExitCode.badInput.rawValue)
        }
    }
}
