import ArgumentParser
import Foundation
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot

/// `layoutshot record [PATH...]`: writes reference snapshots.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render fixtures and write them as reference snapshots.",
        discussion: """
            Writes name.png and name.layout.json beside each fixture (or in --references DIR), and \
            name.svg where one exists already. Each fixture is checked as `check` checks it; a \
            reference that matches is left as it is. A reference is written only if a second \
            render agrees with the first. Every write is atomic: interrupted at any moment, each \
            reference is the old one or the new one, never a part.

            Examples:
              layoutshot record Snapshots              # missing or differing ones
              layoutshot record Snapshots --missing    # only fixtures without a reference
              layoutshot record Snapshots --all        # every one, matching or not
              layoutshot record Snapshots --shard 1/4  # the fixtures of shard 1 of 4
            """
    )

    @OptionGroup var selection: FixtureSelection

    @Flag(help: "Which references to write (default: failed).")
    var which: Which = .failed

    /// The record modes of the snapshot check (`SnapshotRecordMode`) that write.
    enum Which: String, EnumerableFlag {
        case failed, missing, all

        var mode: SnapshotRecordMode { SnapshotRecordMode(rawValue: rawValue) ?? .failed }
    }

    @OptionGroup var workerOptions: WorkerOptions

    @OptionGroup var shardOptions: ShardOptions

    func run() throws {
        let entries = shardOptions.select(
            try selection.entries())
        let mode = which.mode
        let results = workerOptions.workers.map(entries.count, progress: "record") {
            index, renderers -> Result<Bool, CommandError> in
            let entry = entries[index]
            // The picture, and the SVG where one is kept: formats that render different values
            // (an `RGBAImage`, a `String`), so each is checked through this generic function
            // rather than from one list, which would need a type-erased format.
            func written<Rendered>(_ format: SnapshotFormat<PreparedScene, Rendered>) throws -> Bool
            {
                try Self.written(
                    FixtureCheck.snapshotCheck(entry, format: format, record: mode).run {
                        try FixtureCheck.prepare(entry, renderers: &renderers)
                    }
                ).get()
            }
            do {
                var recorded = try written(FixtureCheck.format)
                if FileManager.default.fileExists(atPath: entry.referenceBase + ".svg") {
                    recorded = try written(.svg) || recorded
                }
                return .success(recorded)
            } catch {
                return .failure(Self.commandError(error, entry))
            }
        }
        var lines: [String] = []
        var errors: [CommandError] = []
        var recorded = 0
        for (entry, result) in zip(entries, results) {
            switch result {
            case .success(true):
                recorded += 1
                lines.append("recorded \(entry.referenceBase).png")
            case .success(false): break
            case .failure(let error): errors.append(error)
            }
        }
        lines.append(
            "\(recorded) recorded, \(entries.count - recorded - errors.count) unchanged, \(errors.count) failed"
        )
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        if !errors.isEmpty { throw CommandFailures(failures: errors) }
    }

    /// Whether the check wrote the reference, or why it could not: a reference that matches,
    /// or that differs where the mode keeps it (`missing`), is left as it is.
    static func written<Rendered>(_ outcome: SnapshotOutcome<Rendered>) -> Result<Bool, any Error> {
        switch outcome {
        case .recorded: .success(true)
        case .passed, .new: .success(false)
        case .failed(let failure):
            switch failure.recording {
            case nil: .success(false)
            case .success?: .success(true)
            case .failure(let error)?: .failure(error)
            }
        case .notRecorded(let error), .unrendered(let error), .unreadable(let error):
            .failure(error)
        }
    }

    /// `error` as an output line: a fixture's error names its own place.
    static func commandError(_ error: any Error, _ entry: FixtureDiscovery.Entry) -> CommandError {
        switch error {
        case let error as FixtureError: CommandError(error.description)
        case let refusal as SnapshotRecordingError:
            CommandError(refusal.description, at: entry.fixture)
        default: CommandError("\(error)", at: entry.fixture)
        }
    }
}
