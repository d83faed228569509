import ArgumentParser
import Foundation

/// `layoutshot prune [--dry-run] [PATH...]`: deletes orphaned references.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Delete orphaned references: those whose fixture is gone.",
        discussion: """
            Deletes name.png, name.layout.json and name.svg of every reference that `layoutshot \
            status` lists as ORPHANED, and nothing else: fixtures, their images, stale or \
            unverified references, reports and artefacts are left alone. --dry-run only lists \
            what would be deleted. Exits 0, or 2 when a file cannot be deleted.

            Examples:
              layoutshot prune Snapshots --dry-run
              layoutshot prune Snapshots
              layoutshot prune Tests/Fixtures --references Tests/References
            """
    )

    @OptionGroup var selection: FixtureSelection

    @Flag(name: .long, help: "List what would be deleted; delete nothing.")
    var dryRun = false

    func run() throws {
        try selection.requireReferencesFolder()
        let inventory = try StatusInventory(selection)
        var lines: [String] = []
        var deleted = 0
        for base in inventory.orphans {
            let files = StatusInventory.files(of: base)
            if !dryRun {
                for file in files {
                    do {
                        try FileManager.default.removeItem(atPath: file)
                    } catch {
                        try? StandardOutput.write(
                            lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"))
                        throw CommandError(
                            "cannot delete \(file): "
                                + "\(error.localizedDescription); \(deleted) file\(deleted == 1 ? " was" : "s were") deleted before it."
                        )
                    }
                    deleted += 1
                }
            }
            lines.append(
                (dryRun ? "would delete " : "deleted ")
                    + files.map(StatusPath.display).joined(separator: ", "))
        }
        let fileCount = inventory.orphans.reduce(0) { $0 + StatusInventory.files(of: $1).count }
        let count = inventory.orphans.count
        let noun = "orphaned reference\(count == 1 ? "" : "s")"
        lines.append(
            dryRun
                ? "\(count) \(noun) would be deleted (\(fileCount + deleted) files); run without --dry-run to delete them"
                : "\(count) \(noun) deleted (\(deleted) file\(deleted == 1 ? "" : "s"))")
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
    }
}
