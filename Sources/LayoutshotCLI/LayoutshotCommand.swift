import ArgumentParser

/// `layoutshot`: the root command. Subcommands are nested types; every Layoutshot error goes
/// through `ExitStatus.map` so that exit codes mean the same everywhere.
public struct LayoutshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Visual regression testing for Texture-style layouts on Linux.",
        discussion: """
            Exit codes: 0 success, 1 differences found, 2 bad input or I/O error, 64 usage error.

            Examples:
              layoutshot layout Snapshots/social-post-header.yaml --absolute
              layoutshot render Snapshots/*.yaml --out-dir render
              layoutshot check Snapshots --report report --summary summary.md
              layoutshot record Snapshots --failed
              layoutshot diff reference.png actual.png --threshold 0.1 -o diff.png
              layoutshot check Snapshots --shard 1/4 --report report-1
              layoutshot merge report-1 report-2 report-3 report-4 -o report
              layoutshot approve cards/card --from report
              layoutshot status Snapshots
              layoutshot prune Snapshots --dry-run

            Run `layoutshot help <subcommand>` for each command's options and examples.
            """,
        subcommands: [LayoutCommand.self, RenderCommand.self, CheckCommand.self, RecordCommand.self, DiffCommand.self,
                      ReportCommand.self, MergeCommand.self, ApproveCommand.self, StatusCommand.self, PruneCommand.self]
    )

    public init() {}

    /// Runs the command line, mapping errors to Layoutshot's exit codes.
    public static func run(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Self.exit()
        } catch {
            if let status = ExitStatus(error) {
                status.report()
                Self.exit(withError: ExitCode(status.code))
            }
            Self.exit(withError: error)
        }
    }
}
