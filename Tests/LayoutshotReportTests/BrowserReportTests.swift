import Foundation
import LayoutshotTestSupport
import Testing

/// The HTML report in headless Chromium: `scripts/report/browser-test.sh` installs Chromium,
/// chromedriver and selenium when missing, then checks views, filters, keys, zoom and the
/// console, and saves screenshots to `.build/report-browser/`. Nothing is skipped: without
/// the tooling this test fails with the script's message.
struct BrowserReportTests {
    /// Runs `browser-test.sh` on the run's `report` folder, expecting it to pass and to save the
    /// screenshot `.build/report-browser/<screenshot>`.
    static func browserTest(
        _ run: ReportRun, screenshot: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CommandRunner.Result {
        let script = PackageFolder.root.appendingPathComponent("scripts/report/browser-test.sh")
        let screenshot = PackageFolder.root.appendingPathComponent(
            ".build/report-browser/\(screenshot)")
        let result = try run.run(
            [run.folder.appendingPathComponent("report").path, screenshot.path], executable: script)
        #expect(
            result.status == 0, "browser-test.sh failed:\n\(result.stdout)\(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(
            FileManager.default.fileExists(atPath: screenshot.path), sourceLocation: sourceLocation)
        return result
    }

    @Test func theReportWorksInChromium() throws {
        let run = try ReportRun()
        #expect(try run.run(["check", "cards", "--report", "report"]).status == 1)
        let result = try Self.browserTest(run, screenshot: "report.png")
        #expect(result.stdout.contains("ok  no console errors or warnings"))
        #expect(
            result.stdout.contains("ok  names, summaries and changes show as text; no payload ran"))
        #expect(
            result.stdout.contains(
                "ok  ticked snapshots give the /layoutshot approve comment and the layoutshot approve command, each copied"
            ))
    }

    /// Payloads that set `window.__layoutshotPwned` if they ever run, in a fixture's file name,
    /// a node's id and a text.
    static let nameAttack = "cards/<img src=x onerror=window.__layoutshotPwned=1>"
    static let idAttack = "<img src=x onerror=window.__layoutshotPwned=2>"
    static let newAttack = "cards/\"><svg onload=window.__layoutshotPwned=4>"

    @Test func hostileNamesIdsAndTextsNeverRunInChromium() throws {
        let run = try ReportRun()
        let hostile = ReportRun.card.replacingOccurrences(
            of: "id: swatch", with: "id: \"\(Self.idAttack)\""
        )
        .replacingOccurrences(
            of: "\"Layoutshot\"", with: "\"</script><script>window.__layoutshotPwned=3</script>\"")
        let file = run.folder.appendingPathComponent(Self.nameAttack + ".yaml")
        try hostile.write(to: file, atomically: true, encoding: .utf8)
        #expect(try run.run(["record", Self.nameAttack + ".yaml"]).status == 0)
        try hostile.replacingOccurrences(of: "[24, 24]", with: "[20, 24]").write(
            to: file, atomically: true, encoding: .utf8)
        try hostile.write(
            to: run.folder.appendingPathComponent(Self.newAttack + ".yaml"), atomically: true,
            encoding: .utf8)
        #expect(
            try run.run([
                "check", "cards", "--report", "report", "--summary", "summary.md", "--junit",
                "junit.xml",
            ])
            .status == 1)

        // The page: the payloads are only in the escaped JSON model, and none runs in the browser.
        let html = run.text("report/index.html")
        for payload in ["<img src=x", "<svg onload", "<script>window"] {
            #expect(!html.contains(payload), "\(payload)")
        }
        let result = try Self.browserTest(run, screenshot: "hostile.png")
        #expect(
            result.stdout.contains("ok  names, summaries and changes show as text; no payload ran"))

        // The summary: names as code spans, shown as typed on GitHub.
        let summary = run.text("summary.md").split(separator: "\n").map(String.init)
        #expect(
            summary.contains {
                $0.hasPrefix(
                    "| ❌ failed | `\(Self.nameAttack)` | geometry: `\(Self.idAttack)` width 24 → 20, "
                )
            })
        // Outside code spans (a summary's own words) `<` is an entity, which GitHub shows as `<`.
        #expect(
            summary.contains(
                "| 🆕 new | `\(Self.newAttack)` | no reference "
                    + "\(Self.newAttack.replacingOccurrences(of: "<", with: "&lt;")).png |"))
        #expect(summary.contains("#### `\(Self.nameAttack)`"))
        #expect(
            summary.contains(
                "- `\(Self.idAttack)` width 24 → 20: `stack` at root.child decides otherwise (stack.base): base 24 → 20; its own width 24 → 20"
            ))

        // JUnit: well-formed, with the names as attribute text.
        let junit = try JUnitReportTests.Reader.parse(run.text("junit.xml"))
        let names = junit.elements.filter { $0.name == "testcase" }.compactMap {
            $0.attributes["name"]
        }
        #expect(
            names.contains(String(Self.nameAttack.dropFirst(6)))
                && names.contains(String(Self.newAttack.dropFirst(6))))
        #expect(
            junit.elements.contains {
                $0.name == "failure"
                    && $0.attributes["message"]?.contains("`\(Self.idAttack)` width") == true
            })
    }
}
