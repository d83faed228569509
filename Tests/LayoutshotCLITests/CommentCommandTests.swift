import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot comment` from real runs: a check's report, its pictures published to a local bare
/// repository, an artefacts folder, a merged sharded run, a run that passes, hostile input.
struct CommentCommandTests {
    /// Every picture URL of `markdown` (`![alt](url)`).
    static func pictureURLs(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "](").dropFirst().compactMap { part in
            part.split(separator: ")", maxSplits: 1).first.map(String.init)
        }.filter { $0.hasSuffix(".png") }
    }

    @Test func everyPictureOfTheCommentIsAFileOfThePublishedCommit() throws {
        let repositories = try PublishCommandTests.changedRun()
        let published = try PublishCommandTests.publish(repositories, ["--path", "pr-12"])
        #expect(published.status == 0, "\(published.stderr)")
        let commit = try #require(published.stdout.split(separator: "\n").last.map(String.init))
        let base = "https://pictures.example/o/r/\(commit)/pr-12"
        let result = try repositories.project.run([
            "comment", "report", "--images", base, "-o", "comment.md", "--base", "main", "--head",
            "abc1234",
            "--report-url", "https://ci.example/runs/1",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let comment = repositories.project.text("comment.md")
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.first == "<!-- layoutshot-comment -->")
        #expect(lines.contains("### Layoutshot: 2 failed · 0 new · 0 removed · 2 passed"))
        #expect(lines.contains("Compared `main` (base) with `abc1234` (head)."))
        #expect(lines.contains("#### ❌ `cards/b`"))
        #expect(lines.contains("#### ❌ `cards/c`"))
        #expect(
            lines.contains {
                $0.hasPrefix("- `swatch` width 24 → 20: `stack` at root.child decides otherwise")
            })
        #expect(lines.contains("/layoutshot approve cards/b cards/c"))
        #expect(lines.contains("layoutshot approve --all --from report"))
        let urls = Self.pictureURLs(comment)
        #expect(urls.count == 8)
        let files = Set(try repositories.files(of: commit))
        for url in urls {
            #expect(url.hasPrefix(base + "/"))
            #expect(
                files.contains("pr-12/" + url.dropFirst(base.count + 1)),
                "\(url) is not on \(commit)")
        }
    }

    @Test func anArtefactsFolderAndAMergedRunGiveTheSameChanges() throws {
        let project = try MergeCommandTests.project()
        #expect(try project.run(["check", "cards", "--report", "full/report"]).status == 1)
        for shard in 1...2 {
            _ = try project.run([
                "check", "cards", "--shard", "\(shard)/2", "--report", "shards/\(shard)/report",
            ])
        }
        #expect(try project.run(["merge", "shards", "-o", "merged/report"]).status == 0)
        let arguments = ["--images", "https://p.example/x", "--base", "b", "--head", "h"]
        let full = try project.run(["comment", "full/report"] + arguments)
        let merged = try project.run(["comment", "merged/report"] + arguments)
        #expect(full.status == 0)
        #expect(merged.stdout == full.stdout)
        #expect(full.stdout.contains("### Layoutshot: 1 failed · 1 new · 1 removed · 5 passed\n"))
        #expect(full.stdout.contains("#### 🗑️ `cards/g`\n"))

        // An artefacts folder: the failures, their pictures at the folder's own paths.
        #expect(try project.run(["check", "cards", "--artifacts", "artifacts"]).status == 1)
        let artefacts = try project.run(["comment", "artifacts"] + arguments)
        #expect(artefacts.status == 0, "\(artefacts.stderr)")
        // `check --artifacts` lists the failures only: the changed card.
        #expect(
            artefacts.stdout.contains("### Layoutshot: 1 failed · 0 new · 0 removed · 0 passed\n"))
        #expect(artefacts.stdout.contains("#### ❌ `b`\n"))
        let urls = Self.pictureURLs(artefacts.stdout)
        #expect(!urls.isEmpty)
        for url in urls {
            #expect(
                project.exists("artifacts/" + url.dropFirst("https://p.example/x/".count)), "\(url)"
            )
        }
    }

    @Test func aPassingRunIsOneLineAndTheCommitsComeFromTheEnvironment() throws {
        let project = try CardProject(["a"])
        #expect(try project.run(["record", "cards"]).status == 0)
        #expect(try project.run(["check", "cards", "--report", "report"]).status == 0)
        let result = try project.run(
            ["comment", "report", "--images", "https://p.example/x"],
            environment: [
                "LAYOUTSHOT_BASE": "", "GITHUB_BASE_REF": "main", "LAYOUTSHOT_HEAD": "f00d",
            ])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "<!-- layoutshot-comment -->\n✅ **Layoutshot**: all 1 snapshot match their references "
                + "(`main` (base) with `f00d` (head)).\n")
    }

    @Test func badInputExits2AndBadOptions64() throws {
        let project = try CardProject(["a"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("a")
        #expect(try project.run(["check", "cards", "--report", "report"]).status == 1)
        let report = project.text("report/report.json")
        try project.write(
            report.replacingOccurrences(of: "images/cards/a/actual.png", with: "/etc/passwd"),
            to: "report/report.json")
        let hostile = try project.run(["comment", "report", "--images", "https://p.example/x"])
        #expect(hostile.status == 2)
        #expect(hostile.stderr.contains("/etc/passwd is absolute"), "\(hostile.stderr)")
        #expect(hostile.stdout.isEmpty)
        let missing = try project.run(["comment", "nowhere", "--images", "https://p.example/x"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere: no such folder"))
        for url in ["javascript:alert(1)", "https://p.example/x)", "https://p.example/a b"] {
            #expect(try project.run(["comment", "report", "--images", url]).status == 64)
        }
        let report2 = try project.run([
            "comment", "report", "--images", "https://p.example", "--report-url", "x",
        ])
        #expect(report2.status == 64)
    }
}
