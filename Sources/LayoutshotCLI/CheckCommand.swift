import ArgumentParser
import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotRender
import LayoutshotReport
import LayoutshotSnapshot

/// `layoutshot check [PATH...]`: renders fixtures and compares them with their references.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render fixtures and compare them with their reference snapshots.",
        discussion: """
            Each fixture name.yaml is compared with name.png and name.layout.json beside it (or in \
            --references DIR). One line per failure says what changed, per node and in pixels; the \
            last line counts the results. Exits 0 when everything matches, 1 when a snapshot differs \
            or is missing, 2 on bad input.

            Examples:
              layoutshot check Snapshots
              layoutshot check Tests/Fixtures --references Tests/References
              layoutshot check Snapshots --artifacts .build/artifacts
              layoutshot check Snapshots --json
              layoutshot check Snapshots --report report --summary summary.md
              layoutshot check Snapshots --junit junit.xml
              layoutshot check Snapshots --shard 2/4 --report report-2
              layoutshot merge report-* -o report      # after every shard
            """
    )

    @OptionGroup var selection: FixtureSelection

    @Option(
        name: .long,
        help:
            "Write the reference, actual, diff, composite and crops of each failure here, listed in manifest.json."
    )
    var artifacts: String?

    @Option(
        name: .long, help: "Write a static HTML report (index.html plus pictures) into this folder."
    )
    var report: String?

    @OptionGroup var sideFiles: SideFileOptions

    @OptionGroup var comparison: ComparisonOptions

    @Option(
        name: .long,
        help: "Lint the layouts too: warn prints the findings, error also fails the check on them.")
    var lint: LintMode?

    enum LintMode: String, ExpressibleByArgument, CaseIterable { case warn, error }

    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    @OptionGroup var workerOptions: WorkerOptions

    @OptionGroup var shardOptions: ShardOptions

    func run() throws {
        try selection.requireReferencesFolder()
        // A report folder that is someone else's is refused before the run starts (exit 2).
        if let report { try ReportFolder.validate(report) }
        let allEntries = try selection.entries()
        let entries = shardOptions.select(allEntries)
        let tolerance = SnapshotTolerance(
            threshold: comparison.threshold, includeAA: comparison.includeAA)
        // A report shows the pictures of failed and new snapshots; artefacts are written as each check fails.
        let keep = report != nil
        let artifacts = artifacts.map {
            ArtifactsFolder(root: $0, package: ContainedPath.packageRoot(of: "."))
        }
        // The plain output names only failures and lint findings: passing checks are counted,
        // not kept, unless a report, a summary, JUnit or JSON lists every fixture.
        let listsEvery = json || report != nil || sideFiles.any
        let kept: @Sendable (FixtureCheck) -> Bool = {
            listsEvery || $0.status != .passed || !$0.findings.isEmpty
        }
        let checks = workerOptions.workers.map(entries.count, progress: "check", keeping: kept) {
            index, renderers in
            FixtureCheck.run(
                entries[index], renderers: &renderers, tolerance: tolerance, keepPictures: keep,
                lint: lint != nil, artifacts: artifacts)
        }
        if let error = checks.lazy.compactMap(\.artifactsError).first { throw error }
        // Every fixture, not only this shard's: another shard's references are not "removed".
        try writeReviewFiles(checks, entries: allEntries)
        if let report { try Self.writeReferenceMap(checks, to: report) }
        let failed = checks.filter { $0.status != .passed }
        if json {
            try StandardOutput.write(try CheckReport.json(checks))
        } else {
            var lines = failed.flatMap { check -> [String] in
                switch check.status {
                case .missing: ["MISSING \(check.label): \(check.summary)"]
                case .error: ["ERROR   \(check.summary)"]
                default:
                    ["FAIL    \(check.label): \(check.summary)"]
                        + SnapshotMismatch.changeLines(check.changes)
                }
            }
            for check in checks {
                lines += check.findings.flatMap {
                    ["LINT    \(check.label): \($0)"] + $0.shortExplanation(indent: 8)
                }
            }
            lines.append("\(entries.count - failed.count) passed, \(failed.count) failed")
            try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        }
        // The output lines said what failed and why.
        let linted = lint == .error && checks.contains { !$0.findings.isEmpty }
        let result: CommandResult =
            checks.contains { $0.status == .error }
            ? .inputsFailed
            : failed.isEmpty && !linted ? .matched : .differencesFound
        try result.finish()
    }
}
