#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotText

/// The one mapper from Layoutshot errors to a message on stderr and an exit code:
/// 0 success, 1 differences found, 2 bad input or I/O error, 64 usage. argument-parser's own
/// parse and validation errors are left to it (they exit 64).
struct ExitStatus: Error {
    /// The process exit code.
    var code: Int32
    /// What goes to stderr.
    var message: String

    static let differencesFound: Int32 = 1
    static let badInput: Int32 = 2
    static let usage: Int32 = 64

    /// Maps a Layoutshot error; `nil` for argument-parser's own errors.
    init?(_ error: any Error) {
        switch error {
        case let status as ExitStatus:
            self = status
        case let fixture as FixtureError:
            self.init(code: Self.badInput, message: "error: \(fixture)")
        case let output as OutputError:
            self.init(code: Self.badInput, message: "error: \(output)")
        case let render as RenderError:
            self.init(code: Self.badInput, message: "error: \(render)")
        case let file as FileError:
            self.init(code: Self.badInput, message: "error: \(file)")
        case let text as TextError:
            self.init(code: Self.badInput, message: "error: \(text)")
        default:
            return nil
        }
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
