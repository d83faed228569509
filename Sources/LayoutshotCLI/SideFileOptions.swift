import ArgumentParser
import Foundation
import LayoutshotReport

/// `--summary FILE` and `--junit FILE`: the files `check`, `report` and `merge` write beside a
/// report, for a pull-request comment and a CI's test view.
struct SideFileOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Write a Markdown summary ($GITHUB_STEP_SUMMARY, a pull-request comment) to this file.")
    var summary: String?

    @Option(name: .long, help: "Write JUnit XML, one test case per snapshot, to this file.")
    var junit: String?

    /// Whether any side file was asked for.
    var any: Bool { summary != nil || junit != nil }

    /// Writes the Markdown summary and the JUnit XML of `report` where they were asked for. The
    /// summary links the report's crops by the path the command line gave `reportFolder` (only
    /// its last component when absolute, which a comment could not reach); without a report
    /// folder it links none.
    func write(_ report: Report, reportFolder: String?) throws(ReportError) {
        if let summary {
            let prefix = reportFolder.map {
                $0.hasPrefix("/") ? ($0 as NSString).lastPathComponent : $0
            }
            try ReportFolder.save(
                Array(MarkdownSummary.render(report, imagePrefix: prefix).utf8), to: summary)
        }
        if let junit { try ReportFolder.save(Array(JUnitReport.render(report).utf8), to: junit) }
    }
}
