import Foundation
import LayoutshotTestSupport
import Testing

/// The pull-request comment as a reviewer sees it: two gallery fixtures and one with a hostile
/// name and text changed, `check --report`, `publish` to a local bare repository, `comment`;
/// then `scripts/comment/browser-test.sh` renders it with cmark-gfm (GitHub's extensions) and
/// opens it in headless Chromium with the pictures served from the published commit, checking
/// that every picture loads and nothing was injected, and saves `.build/comment-browser/comment.png`.
struct CommentBrowserTests {
    static let hostile = "@octocat [pwn](javascript:alert(1)) <img src=x onerror=alert(1)>"
    static let attack =
        "[click](https://evil.example) @octocat <b>x</b> ![i](https://evil.example/i.png) www.evil.example"

    @Test func theRenderedCommentShowsEveryPublishedPictureAndNothingInjected() throws {
        let folder = try TemporaryFolder.make("comment-browser")
        let snapshots = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let gallery = PackageFolder.root.appendingPathComponent("Snapshots")
        for name in ["baseline-row", "header-with-justified-text"] {
            for ext in ["yaml", "png", "layout.json"] {
                try FileManager.default.copyItem(
                    at: gallery.appendingPathComponent("\(name).\(ext)"),
                    to: snapshots.appendingPathComponent("\(name).\(ext)"))
            }
        }
        let baseline = try String(
            contentsOf: gallery.appendingPathComponent("baseline-row.yaml"), encoding: .utf8)
        let hostileFile = snapshots.appendingPathComponent(Self.hostile + ".yaml")
        try baseline.write(to: hostileFile, atomically: true, encoding: .utf8)
        #expect(
            try CommandRunner.run(["record", "Snapshots/" + Self.hostile + ".yaml"], in: folder)
                .status == 0)
        let remote = folder.appendingPathExtension("git")
        try GitRepositories.git(["init", "--quiet", "--bare", remote.path])
        for arguments in [
            ["init", "--quiet", "--initial-branch=main"], ["add", "."],
            ["commit", "--quiet", "-m", "gallery"],
            ["remote", "add", "origin", remote.path],
        ] {
            try GitRepositories.git(arguments, in: folder)
        }

        // The change: a colour in each (pictures of the same size: a diff and crops).
        let row = snapshots.appendingPathComponent("baseline-row.yaml")
        try baseline.replacingOccurrences(of: "#1A237E", with: "#B71C1C").write(
            to: row, atomically: true, encoding: .utf8)
        let header = snapshots.appendingPathComponent("header-with-justified-text.yaml")
        try String(contentsOf: header, encoding: .utf8).replacingOccurrences(
            of: "#263238", with: "#C62828"
        )
        .write(to: header, atomically: true, encoding: .utf8)
        try baseline.replacingOccurrences(of: "#3949AB", with: "#00897B")
            .write(to: hostileFile, atomically: true, encoding: .utf8)
        #expect(
            try CommandRunner.run(["check", "Snapshots", "--report", "report"], in: folder).status
                == 1)
        // A report from a fork's run is untrusted: words in it are an attack too.
        let reportFile = folder.appendingPathComponent("report/report.json")
        var model = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reportFile)) as? [String: Any])
        var entries = try #require(model["snapshots"] as? [[String: Any]])
        entries[0]["summary"] = Self.attack
        entries[0]["changes"] = [Self.attack]
        model["snapshots"] = entries
        try JSONSerialization.data(withJSONObject: model).write(to: reportFile)
        let published = try CommandRunner.run(
            ["publish", "report", "--branch", "layoutshot-pictures", "--path", "pr-1"], in: folder,
            environment: ProcessInfo.processInfo.environment.merging(GitRepositories.environment) {
                _, new in new
            })
        #expect(published.status == 0, "\(published.stderr)")
        let commit = try #require(published.stdout.split(separator: "\n").last.map(String.init))
        let comment = try CommandRunner.run(
            [
                "comment", "report", "--images", "http://layoutshot.test/\(commit)/pr-1", "--base",
                "main",
                "--head", "feature", "--report-url", "https://ci.example/runs/1", "-o",
                "comment.md",
            ], in: folder)
        #expect(comment.status == 0, "\(comment.stderr)")

        // The published commit's files, served as GitHub serves a branch's raw files.
        let served = folder.appendingPathComponent("served")
        try FileManager.default.createDirectory(
            at: served.appendingPathComponent(commit), withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent("pictures.tar")
        try GitRepositories.git(["--git-dir", remote.path, "archive", "-o", archive.path, commit])
        #expect(
            try CommandRunner.run(
                ["-xf", archive.path, "-C", served.appendingPathComponent(commit).path],
                executable: URL(fileURLWithPath: "/bin/tar")
            ).status == 0)

        let screenshot = PackageFolder.root.appendingPathComponent(
            ".build/comment-browser/comment.png")
        try FileManager.default.createDirectory(
            at: screenshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try CommandRunner.run(
            [
                folder.appendingPathComponent("comment.md").path, served.path, "layoutshot.test",
                screenshot.path,
            ],
            executable: PackageFolder.root.appendingPathComponent("scripts/comment/browser-test.sh")
        )
        #expect(result.status == 0, "browser-test.sh failed:\n\(result.stdout)\(result.stderr)")
        let markdown = try String(
            contentsOf: folder.appendingPathComponent("comment.md"), encoding: .utf8)
        let pictures =
            markdown.components(separatedBy: "](http://layoutshot.test/\(commit)/pr-1/").count - 1
        #expect(pictures >= 12)
        #expect(
            result.stdout.contains("ok  all \(pictures) pictures load from the published branch"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "links, all the comment's own; no injected tag, image or handler"))
        // GitHub mentions in text, not in code: outside code the hostile one is broken by a zero-width space.
        let html = try String(
            contentsOf: served.appendingPathComponent("comment.html"), encoding: .utf8)
        let text = html.components(separatedBy: "<code>").map {
            $0.components(separatedBy: "</code>").last ?? ""
        }
        .joined()
        #expect(!text.contains("@octocat"))
        #expect(text.contains("@\u{200B}octocat"))
        #expect(
            !html.contains("<img src=x") && !html.contains("<b>x</b>")
                && !html.contains("href=\"https://evil"))
    }
}
