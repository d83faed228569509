import Foundation
import LayoutshotReport
import Testing

/// The pull-request comment: its shape, text from the pull request kept as text, the size limit.
struct PullRequestCommentTests {
    static let options = PullRequestComment.Options(
        imagesURL: "https://pictures.example/o/r/abc123/pr-7",
        reportURL: "https://ci.example/run/9",
        base: "1111111", head: "2222222")

    static func failed(_ name: String, summary: String = "geometry: `swatch` width 24 → 20")
        -> ReportSnapshot
    {
        ReportSnapshot(
            name: name, source: name + ".yaml", status: .failed, kind: "geometry", summary: summary,
            changes: ["`swatch` width 24 → 20"],
            images: ReportImages(
                reference: "images/\(name)/reference.png", actual: "images/\(name)/actual.png",
                diff: "images/\(name)/diff.png",
                crops: (1...4).map { "images/\(name)/crop-\($0).png" }))
    }

    @Test func aChangeHasItsWordsPicturesAndTheCommandsThatApprove() {
        let run = ReviewRun(
            folder: "layoutshot-report",
            report: Report(snapshots: [
                Self.failed("cards/card"),
                ReportSnapshot(
                    name: "cards/new", source: "cards/new.yaml", status: .new,
                    summary: "no reference cards/new.png",
                    images: ReportImages(actual: "images/cards/new/actual.png")),
                ReportSnapshot(
                    name: "cards/same", source: "cards/same.yaml", status: .passed,
                    summary: "matches"),
            ]))
        let text = PullRequestComment.render(run, options: Self.options)
        let url = "https://pictures.example/o/r/abc123/pr-7/images/cards"
        #expect(
            text == """
                <!-- layoutshot-comment -->
                ### Layoutshot: 1 failed · 1 new · 0 removed · 1 passed

                Compared `1111111` (base) with `2222222` (head).

                #### ❌ `cards/card`

                geometry: `swatch` width 24 → 20

                - `swatch` width 24 → 20

                | reference | actual | diff |
                | --- | --- | --- |
                | ![reference](\(url)/card/reference.png) | ![actual](\(url)/card/actual.png) | ![diff](\(url)/card/diff.png) |

                ![change 1: reference, diff, actual](\(url)/card/crop-1.png)
                ![change 2: reference, diff, actual](\(url)/card/crop-2.png)
                ![change 3: reference, diff, actual](\(url)/card/crop-3.png)

                #### 🆕 `cards/new`

                no reference cards/new.png

                | reference | actual | diff |
                | --- | --- | --- |
                | — | ![actual](\(url)/new/actual.png) | — |

                [The full report](https://ci.example/run/9).

                #### Approve

                Comment one of these (owners, members and collaborators), or run the same in your checkout after downloading the report:

                ```text
                /layoutshot approve --all
                /layoutshot approve cards/card cards/new
                layoutshot approve --all --from layoutshot-report
                layoutshot approve cards/card cards/new --from layoutshot-report
                ```

                """)
    }

    @Test func everythingPassingIsOneLine() {
        let run = ReviewRun(
            folder: "r",
            report: Report(snapshots: [
                ReportSnapshot(name: "a", source: "a.yaml", status: .passed, summary: "matches")
            ]
            ))
        #expect(
            PullRequestComment.render(run, options: Self.options)
                == "<!-- layoutshot-comment -->\n✅ **Layoutshot**: all 1 snapshot match their references "
                + "(`1111111` (base) with `2222222` (head)).\n")
    }

    @Test(arguments: [
        ("`title` @team", "`title` @\u{200B}team"),
        ("<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)\\>"),
        ("[click](https://evil.example)", "\\[click\\](https:\u{200B}//evil.example)"),
        ("![x](y)", "\\!\\[x\\](y)"),
        ("see www.evil.example", "see www\u{200B}.evil.example"),
        ("fixes #12 &amp; more", "fixes \\#\u{200B}12 \\&amp; more"),
        ("# heading\n- item", "\\#\u{200B} heading - item"),
        ("- item", "\\- item"),
        ("1. one", "1\\. one"),
        ("12) x", "12\\) x"),
        ("a ` b", "a \\` b"),
        ("``x`y`` @b", "``x`y`` @\u{200B}b"),
        ("*bold* _it_ ~s~ $x$", "\\*bold\\* \\_it\\_ \\~s\\~ \\$x\\$"),
        ("    indented", "indented"),
    ])
    func wordsFromThePullRequestAreText(words: String, markdown: String) {
        #expect(PullRequestComment.text(words) == markdown)
    }

    @Test(arguments: [
        ("cards/card", "cards/card"),
        ("cards/a b", "'cards/a b'"),
        ("it's", "'it'\\''s'"),
        ("-rf", "./-rf"),
        ("$(touch x)", "'$(touch x)'"),
        ("a\nb", "'a b'"),
    ])
    func namesAreOneArgumentEach(name: String, argument: String) {
        #expect(PullRequestComment.argument(name) == argument)
    }

    @Test func hostileNamesAndPathsCannotBecomeMarkup() {
        let name = "x](https://evil.example) <b>@octocat ![i](j)\n# h"
        var snapshot = Self.failed(
            name, summary: "<script>alert(1)</script> [l](https://evil.example) @octocat")
        snapshot.images.reference = "images/a b/<x>(y)/ref erence.png"
        snapshot.changes = ["www.evil.example", "`ok` & <i>"]
        let text = PullRequestComment.render(
            ReviewRun(folder: "r", report: Report(snapshots: [snapshot])), options: Self.options)
        #expect(text.contains("#### ❌ `x](https://evil.example) <b>@octocat ![i](j) # h`\n"))
        #expect(
            text.contains(
                "\\<script\\>alert(1)\\</script\\> \\[l\\](https:\u{200B}//evil.example) @\u{200B}octocat"
            ))
        #expect(text.contains("- www\u{200B}.evil.example\n- `ok` \\& \\<i\\>\n"))
        // Paths are reduced to safe characters: nothing in a URL ends the link.
        #expect(
            text.contains(
                "![reference](https://pictures.example/o/r/abc123/pr-7/images/a-b/-x--y-/ref-erence.png)"
            ))
        // The name's link text is only in its code span and in the code block.
        let links = text.split(separator: "\n").filter { $0.contains("](https://evil") }
        #expect(links.count == 3)
        #expect(
            links.allSatisfy {
                $0.hasPrefix("#### ❌ `x]") || $0.hasPrefix("/layoutshot ")
                    || $0.hasPrefix("layoutshot ")
            })
        #expect(
            text.contains(
                "/layoutshot approve 'x](https://evil.example) <b>@octocat ![i](j) # h'\n"))
    }

    @Test func aThousandChangesStayUnderGitHubsLimit() {
        let snapshots = (0..<1_000).map { Self.failed("screens/group-\($0 % 17)/screen-\($0)") }
        let run = ReviewRun(folder: "layoutshot-report", report: Report(snapshots: snapshots))
        let text = PullRequestComment.render(run, options: Self.options)
        #expect(text.utf8.count < MarkdownSummary.gitHubCommentLimit)
        #expect(text.utf8.count == 65_467)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("#### ❌ ") }.count == 10)
        let listed = lines.filter { $0.hasPrefix("- ❌ `screens/") }.count
        #expect(listed == 792)
        #expect(
            lines.contains(
                "and \(990 - listed) more in the [full report](https://ci.example/run/9)."))
        #expect(lines.first == "<!-- layoutshot-comment -->")
        #expect(lines.contains("/layoutshot approve --all"))
        // With fewer pictures, more fit as lines; a tight limit still holds.
        var few = Self.options
        few.maxImages = 0
        few.limit = 5_000
        let small = PullRequestComment.render(run, options: few)
        #expect(small.utf8.count <= 5_000)
        #expect(small.contains("\nand "))
    }

    @Test func aHugeTextIsClipped() {
        let snapshot = Self.failed(
            String(repeating: "n", count: 100_000), summary: String(repeating: "s", count: 100_000))
        let text = PullRequestComment.render(
            ReviewRun(folder: "r", report: Report(snapshots: [snapshot])), options: Self.options)
        #expect(text.utf8.count < 8_000)
        #expect(text.contains("`" + String(repeating: "n", count: 299) + "…`"))
    }
}
