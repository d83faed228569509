/// The exit codes of every `layoutshot` command: the command line's, so it lives here with the
/// one mapper (`LayoutshotCommand.run(arguments:)`), not in the error shape that every library shares.
enum LayoutshotExitCode: Int32, Sendable {
    /// Everything matched or was written.
    case success = 0
    /// Differences found: a result, not an error.
    case differences = 1
    /// Bad input or an I/O error; the message says which and where.
    case badInput = 2
    /// The command line itself is wrong (argument-parser's `EX_USAGE`).
    case usage = 64
}
