import Foundation
import LayoutshotReport
import Testing

/// The Markdown summary: counts, the table of changes, crops by relative path, the size limit.
struct MarkdownSummaryTests {
    @Test func checkWritesCountsTableAndCrops() throws {
        let run = try ReportRun()
        #expect(
            try run.run(["check", "cards", "--report", "report", "--summary", "summary.md"]).status
                == 1)
        let summary = run.text("summary.md")
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.first == "### Layoutshot: 1 failed · 1 new · 1 removed · 1 passed")
        #expect(
            lines.contains {
                $0.hasPrefix("| ❌ failed | `cards/changed` | geometry: `swatch` width 24 → 20, ")
            })
        #expect(lines.contains("| 🆕 new | `cards/fresh` | no reference cards/fresh.png |"))
        #expect(
            lines.contains(
                "| 🗑️ removed | `cards/gone` | reference without a fixture: cards/gone.png |"))
        #expect(!summary.contains("cards/same"))
        #expect(
            lines.contains(
                "- `swatch` width 24 → 20: `stack` at root.child decides otherwise (stack.base): base 24 → 20; its own width 24 → 20"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "![cards/changed: change 1, reference | diff | actual](report/images/cards/changed/crop-1.png)"
                )
            })
        #expect(!summary.contains("data:"))
    }

    @Test(arguments: [
        ("cards/<b>&amp;", "`cards/<b>&amp;`"),
        ("a`b", "``a`b``"),
        ("`tick", "`` `tick ``"),
        ("tock`", "`` tock` ``"),
        ("a``b`", "``` a``b` ```"),
        ("line one\nline\r\ntwo", "`line one line two`"),
        (" spaced ", "`  spaced  `"),
        ("<script>alert(1)</script>", "`<script>alert(1)</script>`"),
    ])
    func namesAreCodeSpansThatShowAsTyped(name: String, span: String) {
        #expect(MarkdownSummary.codeSpan(name) == span)
    }

    @Test func hostileNamesInTheSummaryShowAsTyped() {
        let snapshot = ReportSnapshot(
            name: "cards/<img src=x onerror=alert(1)>|`x`", source: "", status: .failed,
            kind: "geometry",
            summary: "geometry: `<b>` width 24 → 20 & 1 < 2 | more",
            changes: ["`<b>` width 24 → 20", "a <i> & ``x`y``"],
            images: ReportImages(crops: ["images/cards/-img/crop-1.png"]))
        let text = MarkdownSummary.render(Report(snapshots: [snapshot]), imagePrefix: "report")
        #expect(
            text == """
                ### Layoutshot: 1 failed · 0 new · 0 removed · 0 passed

                | | Snapshot | Change |
                | --- | --- | --- |
                | ❌ failed | `` cards/<img src=x onerror=alert(1)>\\|`x` `` | geometry: `<b>` width 24 → 20 &amp; 1 &lt; 2 \\| more |

                #### `` cards/<img src=x onerror=alert(1)>|`x` ``

                - `<b>` width 24 → 20
                - a &lt;i> &amp; ``x`y``

                ![cards/&lt;img src=x onerror=alert(1)>|`x`: change 1, reference | diff | actual](report/images/cards/-img/crop-1.png)

                """)
    }

    @Test func everythingPassingIsOneLine() {
        let report = Report(snapshots: [
            ReportSnapshot(name: "a", source: "a.yaml", status: .passed, summary: "matches")
        ])
        #expect(
            MarkdownSummary.render(report, imagePrefix: nil)
                == "### Layoutshot: 0 failed · 0 new · 0 removed · 1 passed\n\nAll 1 snapshot match their references.\n"
        )
    }

    @Test func aLongRunIsCutUnderTheLimitWithANote() {
        let snapshots = (0..<2_000).map { index in
            ReportSnapshot(
                name: "cards/card-\(index)", source: "", status: .failed, kind: "paint",
                summary: "paint: 12 pixels differ (0.1 %) | in `title`",
                changes: ["`title` width 180 → 176"])
        }
        let text = MarkdownSummary.render(Report(snapshots: snapshots), imagePrefix: "report")
        #expect(text.utf8.count <= MarkdownSummary.gitHubCommentLimit)
        #expect(
            text.contains(
                "more snapshots not listed**: this summary is cut to stay under GitHub's 65536-character limit"
            ))
        #expect(
            text.contains(
                "| ❌ failed | `cards/card-0` | paint: 12 pixels differ (0.1 %) \\| in `title` |"))
        let few = MarkdownSummary.render(
            Report(snapshots: Array(snapshots.prefix(3))), imagePrefix: "report", limit: 700)
        #expect(few.utf8.count <= 700)
        #expect(few.contains("> Details of"))
    }
}
