import ArgumentParser
import LayoutshotCore

/// `layoutshot`: the root command. Subcommands are nested types; every Layoutshot error goes
/// through `run(arguments:)` so that exit codes mean the same everywhere.
public struct LayoutshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Visual regression testing for Texture-style layouts on Linux.",
        discussion: """
            Exit codes: 0 success, 1 differences found, 2 bad input or I/O error, 64 usage error.

            Examples:
              layoutshot layout Snapshots/social-post-header.yaml --absolute
              layoutshot explain Snapshots/social-post-header.yaml username
              layoutshot render Snapshots/*.yaml --out-dir render
              layoutshot check Snapshots --report report --summary summary.md
              layoutshot record Snapshots --failed
              layoutshot diff reference.png actual.png --threshold 0.1 -o diff.png
              layoutshot check Snapshots --shard 1/4 --report report-1
              layoutshot merge report-1 report-2 report-3 report-4 -o report
              layoutshot approve cards/card --from report
              layoutshot publish report --branch layoutshot-pictures --path pr-12
              layoutshot comment report --images "$URL/pr-12" -o comment.md
              layoutshot status Snapshots
              layoutshot prune Snapshots --dry-run
              layoutshot sweep Snapshots/social-post-header.yaml --from 200 --to 600
              layoutshot lint Snapshots

            Run `layoutshot help <subcommand>` for each command's options and examples.
            """,
        subcommands: [
            LayoutCommand.self, ExplainCommand.self, RenderCommand.self, CheckCommand.self,
            RecordCommand.self,
            DiffCommand.self, ReportCommand.self, MergeCommand.self, ApproveCommand.self,
            PublishCommand.self,
            CommentCommand.self, StatusCommand.self,
            PruneCommand.self,
            SweepCommand.self, LintCommand.self, PreviewCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line, mapping errors to Layoutshot's exit codes: argument-parser's own
    /// (usage 64, `ExitCode` results) are its; every other error a command throws is mapped
    /// to its message on stderr and `exitCode` (bad input or I/O, 2), never left to mean
    /// "differences found" (1).
    public static func run(arguments: [String]? = nil) -> Never {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            Self.exit(withError: error)
        }
        do {
            try command.run()
            Self.exit()
        } catch  where _typeName(type(of: error), qualified: true).hasPrefix("ArgumentParser.") {
            // Its results (`ExitCode`, `CleanExit`), validation errors and help requests. The
            // name is read from the metadata: `String(reflecting:)` gives the same text but first
            // asks the runtime for three protocols, each a scan of every conformance in the binary.
            Self.exit(withError: error)
        } catch {
            // The one mapper from Layoutshot errors to a message on stderr and an exit code.
            let error = CommandError.wrapping(error)
            let message = "error: \(error)"
            StandardOutput.writeError(message.hasSuffix("\n") ? message : message + "\n")
            Self.exit(withError: ExitCode(error.exitCode.rawValue))
        }
    }
}
