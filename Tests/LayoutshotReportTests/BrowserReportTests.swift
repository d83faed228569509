import Foundation
import Testing

/// The HTML report in headless Chromium: `scripts/report/browser-test.sh` installs Chromium,
/// chromedriver and selenium when missing, then checks views, filters, keys, zoom and the
/// console, and saves screenshots to `.build/report-browser/`. Nothing is skipped: without
/// the tooling this test fails with the script's message.
struct BrowserReportTests {
    @Test func theReportWorksInChromium() throws {
        let run = try ReportRun()
        #expect(try run.run(["check", "cards", "--report", "report"]).status == 1)
        let script = ReportRun.packageRoot.appendingPathComponent("scripts/report/browser-test.sh")
        let screenshot = ReportRun.packageRoot.appendingPathComponent(".build/report-browser/report.png")
        let result = try run.run([run.folder.appendingPathComponent("report").path, screenshot.path], executable: script)
        #expect(result.status == 0, "browser-test.sh failed:\n\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok  no console errors or warnings"))
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}
