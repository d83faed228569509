import ArgumentParser
import Foundation

/// `layoutshot preview PATH...`: runs `layoutshot-preview`, the live preview server, which is
/// a product of its own so that building `layoutshot` never compiles an HTTP server.
struct PreviewCommand: ParsableCommand {
    /// The server's program name, looked up beside the running `layoutshot`.
    static let programName = "layoutshot-preview"

    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview fixtures live in a browser while you edit them.",
        discussion: """
            Serves one page at http://127.0.0.1:8080/ listing the fixtures under PATH (folders \
            as groups), drawn as `render` draws them and redrawn within a few hundred \
            milliseconds of each save without reloading; a fixture error shows with its \
            file:line:column and the offending line until the next good save. The page toggles \
            outlines, shows each node's type, id and frame under the pointer, re-lays the \
            fixture out at any width with a slider (breakpoints marked) and shows the reference \
            that check reads (name.png beside the fixture, or in --references DIR) with the \
            pixel diff. Only this machine can connect unless --host \
            says otherwise; Ctrl-C stops it.

            The server is the separate program layoutshot-preview, run from the folder that \
            holds layoutshot. Build it once beside layoutshot with:
              swift build -c release --product layoutshot-preview

            Examples:
              layoutshot preview Snapshots
              layoutshot preview cards/card.yaml --port 9000 --open
            """
    )

    @OptionGroup var options: PreviewOptions

    func run() throws {
        let folder = Self.executableFolder()
        let program = (folder as NSString).appendingPathComponent(Self.programName)
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw CommandError(
                "the preview server \(Self.programName) is not built beside \((folder as NSString).appendingPathComponent("layoutshot"))",
                next: "Build it once with `swift build -c release --product \(Self.programName)` "
                    + "(or without -c release for a debug layoutshot), then run `layoutshot preview` again"
            )
        }
        let arguments = [program] + options.arguments
        // Replacing this process hands the terminal, Ctrl-C and the exit code to the server.
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program, argv)
        throw CommandError("cannot start \(program): \(String(cString: strerror(errno)))")
    }

    /// The folder of the running executable (`/proc/self/exe` resolved), where SwiftPM puts
    /// every product of one build.
    static func executableFolder() -> String {
        let resolved =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (resolved as NSString).deletingLastPathComponent
    }
}
