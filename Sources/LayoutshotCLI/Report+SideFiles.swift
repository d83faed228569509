import Foundation
import LayoutshotReport

extension Report {
    /// Writes the Markdown summary (`--summary`) and the JUnit XML (`--junit`) of this report
    /// where they were asked for: the files `check`, `report` and `merge` write beside a report.
    /// The summary links the report's crops by the path the command line gave `reportFolder`
    /// (only its last component when absolute, which a comment could not reach); without a
    /// report folder it links none.
    func writeSideFiles(summary: String?, junit: String?, reportFolder: String?) throws(ReportError) {
        if let summary {
            let prefix = reportFolder.map { $0.hasPrefix("/") ? ($0 as NSString).lastPathComponent : $0 }
            try ReportFolder.save(Array(MarkdownSummary.render(self, imagePrefix: prefix).utf8), to: summary)
        }
        if let junit { try ReportFolder.save(Array(JUnitReport.render(self).utf8), to: junit) }
    }
}
