import ArgumentParser
import LayoutshotCore
import LayoutshotInspect
import LayoutshotLayout
import LayoutshotSnapshot

/// `layoutshot lint FIXTURE...`: layout problems a person would see in the picture.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find layout problems before anyone looks at the picture.",
        discussion: """
            Lays each fixture out and reports: overflow (a child drawn outside its parent), \
            truncated (a text truncated or cut by its frame), squeezed (a node shrunk below its \
            content by flexShrink), conflict (min above max, a fixed child larger than its \
            parent's max), invisible (a zero-size node that draws something) and overlap \
            (stack siblings drawn over each other). Under each finding, the steps of \
            `layoutshot explain` that decided it, numbered as it numbers them (--json gives \
            every step). Exits 1 when there are findings.

            Examples:
              layoutshot lint Snapshots
              layoutshot lint card.yaml --json
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively). Default: the current folder.")
    var paths: [String] = []

    @Flag(name: .long, help: "Print the findings as JSON.")
    var json = false

    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf) for text nodes; repeatable.")
    var fonts: [String] = []

    func run() throws {
        let entries = try FixtureDiscovery.find(paths.isEmpty ? ["."] : paths, references: nil)
        var found: [(fixture: String, finding: LintFinding)] = []
        for entry in entries {
            let loaded = try FixtureLoader.load(path: entry.fixture)
            let renderer = try Renderer(for: loaded, adding: fonts)
            let resolved = try loaded.locating { () throws(SceneError) in
                try renderer.resolve(loaded.scene)
            }
            let tree = InspectedTree(resolved, scale: loaded.scale)
            found += LayoutLinter(text: renderer).findings(in: tree).map {
                (entry.fixture, $0.explained(in: loaded.scene, by: renderer))
            }
        }
        if json {
            try StandardOutput.write(try JSONOutputEncoder().string(of: LintReport(found)))
        } else {
            var lines = found.flatMap {
                ["\($0.fixture): \($0.finding)"] + $0.finding.shortExplanation()
            }
            lines.append(
                "\(found.count) finding\(found.count == 1 ? "" : "s") in \(entries.count) fixture\(entries.count == 1 ? "" : "s")"
            )
            try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        }
        try (found.isEmpty ? CommandResult.matched : .differencesFound).finish()
    }
}
