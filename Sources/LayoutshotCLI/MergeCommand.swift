import ArgumentParser
import Foundation
import LayoutshotReport

/// `layoutshot merge DIR... -o DIR`: one report (and summary and JUnit XML) from the reports
/// of a sharded run.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the reports of a sharded run: one report, summary and JUnit file.",
        discussion: """
            Each DIR is a report folder written by `layoutshot check --shard i/n --report DIR`, or \
            a folder that holds such reports (for example the folder a CI job downloaded every \
            shard's artefact into). The merged report has every snapshot once, its pictures \
            copied from its shard; the summary and JUnit XML are written from the merged report, \
            so their counts, order and truncation are those of one unsharded run. The output \
            folder must be new, empty or a previous report, and not one of the inputs. \
            Exits 0 when written (the shards' own exit codes carry the result), 2 on bad input.

            Examples:
              layoutshot merge report-1 report-2 report-3 -o report
              layoutshot merge shards -o report --summary "$GITHUB_STEP_SUMMARY"
              layoutshot merge shards -o report --junit junit.xml
            """
    )

    @Argument(help: "Shard report folders, or folders that hold them.")
    var reports: [String]

    @Option(name: [.short, .customLong("output")], help: "The merged report folder.")
    var output: String

    @OptionGroup var sideFiles: SideFileOptions

    func validate() throws {
        if reports.isEmpty {
            throw ValidationError("Name at least one shard report folder to merge.")
        }
    }

    func run() throws {
        try ReportFolder.validate(output)
        let folders = try ReportMerge.find(reports)
        // Writing the output replaces its pictures first: it must not be one of the inputs.
        let target = ReportMerge.standardized(output)
        if let clash = folders.first(where: {
            ReportMerge.standardized($0) == target
                || ReportMerge.standardized($0).hasPrefix(target + "/")
        }) {
            throw CommandError(
                "the output folder \(output) holds the input report "
                    + "\(clash); nothing was written. Choose a new folder for the merged report (-o merged-report)."
            )
        }
        let inputs = try folders.map { folder throws(ReportError) in try ReportMerge.read(folder) }
        let (drafts, references) = try ReportMerge.drafts(inputs)
        let report = try ReportFolder.write(
            drafts, to: output,
            libraries: inputs.flatMap { $0.report.libraries ?? [] })
        try ReportReferences.write(references, to: output)
        try sideFiles.write(report, reportFolder: output)
        let counts = report.counts
        let sizes = inputs.map { String($0.report.snapshots.count) }.joined(separator: " + ")
        try StandardOutput.write(
            "merged \(inputs.count) report\(inputs.count == 1 ? "" : "s") (\(sizes) snapshots) into "
                + "\((output as NSString).appendingPathComponent("index.html")): \(counts.failed) failed, \(counts.new) new, "
                + "\(counts.removed) removed, \(counts.passed) passed\n")
    }
}
