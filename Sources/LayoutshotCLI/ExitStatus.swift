import ArgumentParser
import LayoutshotCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one mapper from Layoutshot errors to a message on stderr and an exit code:
/// 0 success, 1 differences found, 2 bad input or I/O error, 64 usage. Every Layoutshot error
/// has the one shape `LayoutshotError`; argument-parser's own parse and validation errors,
/// and its `ExitCode` results, are left to it.
struct ExitStatus {
    /// The process exit code.
    var code: Int32
    /// What goes to stderr.
    var message: String

    static let differencesFound = LayoutshotExitCode.differences.rawValue
    static let badInput = LayoutshotExitCode.badInput.rawValue
    static let usage = LayoutshotExitCode.usage.rawValue

    /// Maps a Layoutshot error; `nil` for argument-parser's own errors and results.
    init?(_ error: any Error) {
        guard let error = error as? any LayoutshotError else { return nil }
        self.init(code: error.exitCode.rawValue, message: "error: \(error)")
    }

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// Writes the message to stderr.
    func report() {
        guard !message.isEmpty else { return }
        StandardOutput.writeError(message.hasSuffix("\n") ? message : message + "\n")
    }
}
