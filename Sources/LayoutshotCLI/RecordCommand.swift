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
            name.svg where one exists already. Each fixture is rendered twice and recorded only if \
            both renders agree. Every write is atomic: interrupted at any moment, each reference \
            is the old one or the new one, never a part.

            Examples:
              layoutshot record Snapshots              # all
              layoutshot record Snapshots --missing    # only fixtures without a reference
              layoutshot record Snapshots --failed     # only missing or differing ones
              layoutshot record Snapshots --shard 1/4  # the fixtures of shard 1 of 4
            """
    )

    @OptionGroup var selection: FixtureSelection

    @Flag(help: "Which references to write (default: all).")
    var which: Which = .all

    enum Which: String, EnumerableFlag { case all, missing, failed }

    @OptionGroup var workerOptions: WorkerOptions

    @OptionGroup var shardOptions: ShardOptions

    func run() throws {
        let entries = shardOptions.select(
            try selection.entries())
        let which = self.which
        let progress = ProgressLines("record", total: entries.count)
        let results = workerOptions.workers.map(entries.count) { index, renderers -> Result<Bool, CommandError> in
            defer { progress.advance() }
            let entry = entries[index]
            if which == .missing, FileManager.default.fileExists(atPath: entry.referenceBase + ".png") {
                return .success(false)
            }
            if which == .failed {
                let check = FixtureCheck.run(entry, renderers: &renderers, tolerance: .exact, keepPictures: false)
                if check.status == .passed { return .success(false) }
            }
            do {
                let fixture = try entry.load()
                let renderer = try renderers.renderer(for: fixture)
                var formats: [SnapshotFormat<PreparedScene>] = [FixtureCheck.format]
                if FileManager.default.fileExists(atPath: entry.referenceBase + ".svg") { formats.append(.svg) }
                for format in formats {
                    try FixtureCheck.snapshotCheck(entry, format: format).record {
                        try PreparedScene(fixture, renderer: renderer)
                    }
                }
                return .success(true)
            } catch let error as FixtureError {
                return .failure(CommandError(error.description))
            } catch let refusal as SnapshotRecordingError {
                return .failure(CommandError(refusal.description, at: entry.fixture))
            } catch {
                return .failure(CommandError("\(error)", at: entry.fixture))
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
            "\(recorded) recorded, \(entries.count - recorded - errors.count) unchanged, \(errors.count) failed")
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        if !errors.isEmpty { throw CommandFailures(failures: errors) }
    }
}
