import ArgumentParser
import Foundation
import LayoutshotReport

/// `layoutshot report ARTIFACTS_DIR -o DIR`: the HTML report (and optionally the summary and
/// JUnit XML) of the failures that `assertLayoutSnapshot` or `check --artifacts` wrote into an
/// artefacts folder.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build the HTML report of a test run from its artefacts folder.",
        discussion: """
            Reads ARTIFACTS_DIR/manifest.json, written by failing assertLayoutSnapshot calls \
            (LAYOUTSHOT_ARTIFACTS, default .build/layoutshot-artifacts) or by `layoutshot check \
            --artifacts DIR`, and writes the same \
            report as `layoutshot check --report`. The output folder must be new, empty or a \
            previous report; any other folder is refused and left as it is (exit 2).

            Examples:
              layoutshot report .build/layoutshot-artifacts -o report
              layoutshot report artifacts -o report --summary summary.md --junit junit.xml
            """
    )

    @Argument(help: "The artefacts folder that holds manifest.json.")
    var artifacts: String

    @Option(name: [.short, .customLong("output")], help: "The report folder.")
    var output: String

    @OptionGroup var sideFiles: SideFileOptions

    func run() throws {
        try ReportFolder.validate(output)
        let manifest = try ArtifactsManifest.read(artifacts)
        let report = try ReportFolder.write(
            manifest.drafts(in: artifacts), to: output,
            libraries: manifest.failures.compactMap(\.libraries))
        try sideFiles.write(report, reportFolder: output)
        let counts = report.counts
        try StandardOutput.write(
            "wrote \((output as NSString).appendingPathComponent("index.html")): "
                + "\(counts.failed) failed, \(counts.new) new\n")
    }
}
