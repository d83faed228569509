import LayoutshotCore

extension LayoutshotError {
    /// How a command exits on the error: every Layoutshot error is bad input or an I/O failure
    /// (2). "Differences found" (1) is a command's result, not an error, and usage errors (64)
    /// are argument-parser's. Decided here, where the exit codes are, so that the libraries'
    /// errors say where and what, never how a process ends.
    var exitCode: LayoutshotExitCode { .badInput }
}
