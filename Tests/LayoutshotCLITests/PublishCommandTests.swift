import Foundation
import LayoutshotTestSupport
import Synchronization
import Testing

/// `layoutshot publish` against local bare repositories: the pictures on their branch, the
/// same input twice, four runs at once, `--keep`, the checkout untouched, hostile reports and
/// git's own refusals.
struct PublishCommandTests {
    /// A checkout with two of four cards changed and a report of their check.
    static func changedRun() throws -> GitRepositories {
        let repositories = try GitRepositories(["a", "b", "c", "d"])
        try repositories.project.change("b")
        try repositories.project.change("c")
        #expect(try repositories.project.run(["check", "cards", "--report", "report"]).status == 1)
        return repositories
    }

    static func publish(_ repositories: GitRepositories, _ arguments: [String]) throws
        -> CommandRunner.Result
    {
        try repositories.project.run(["publish", "report", "--branch", "pictures"] + arguments)
    }

    /// `git status`, HEAD, the index's entries and the local refs: what publish must leave alone.
    static func state(_ repositories: GitRepositories) throws -> [String] {
        [
            try repositories.git([
                "--no-optional-locks", "status", "--porcelain", "--untracked-files=all",
            ]),
            try repositories.git(["rev-parse", "HEAD"]),
            try repositories.git(["symbolic-ref", "HEAD"]),
            try repositories.git(["ls-files", "--stage"]),
            // The push updates the remote-tracking ref refs/remotes/origin/pictures, as every push does.
            try repositories.git([
                "for-each-ref", "--format=%(refname) %(objectname)", "refs/heads", "refs/tags",
                "refs/layoutshot",
            ]),
        ]
    }

    @Test func publishesTheChangedPicturesUnderItsFolderAndNothingElse() throws {
        let repositories = try Self.changedRun()
        let before = try Self.state(repositories)
        let result = try Self.publish(repositories, ["--path", "pr-1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let commit = try #require(lines.last)
        #expect(commit == (try repositories.remoteGit(["rev-parse", "refs/heads/pictures"])))
        #expect(lines.first?.hasPrefix("published 8 pictures (") ?? false, "\(lines)")
        #expect(
            lines.first?.hasSuffix(" KB) under pr-1 on pictures of origin") ?? false, "\(lines)")
        // Crops, reference, actual and diff of the two changes, at their report paths; bytes as in the report.
        let files = try repositories.files(of: commit)
        let expected = ["b", "c"].flatMap { name in
            ["actual.png", "crop-1.png", "diff.png", "reference.png"].map {
                "pr-1/images/cards/\(name)/\($0)"
            }
        }
        let crops = files.filter { $0.contains("/crop-") }
        #expect(files.count == 8)
        #expect(Set(files).isSuperset(of: expected), "\(files)")
        #expect(
            crops.allSatisfy {
                $0.hasPrefix("pr-1/images/cards/b/crop-")
                    || $0.hasPrefix("pr-1/images/cards/c/crop-")
            })
        for file in files {
            let blob = try repositories.remoteGit(["rev-parse", "\(commit):\(file)"])
            let local = try GitRepositories.git(
                [
                    "hash-object",
                    repositories.project.url("report/" + file.dropFirst("pr-1/".count)).path,
                ])
            #expect(blob == local, "\(file)")
        }
        // An orphan history: no commit of the checkout's.
        #expect(try repositories.remoteGit(["rev-list", "--count", commit]) == "1")
        #expect(
            try repositories.remoteGit(["log", "--format=%s", commit]) == "layoutshot publish pr-1")
        // The working tree, the index, HEAD and the checkout's refs are as they were.
        let after = try Self.state(repositories)
        #expect(after == before, "\(after) \(before)")

        // The same input again: no commit, the same SHA.
        let again = try Self.publish(repositories, ["--path", "pr-1"])
        #expect(again.status == 0)
        #expect(
            again.stdout == "pr-1 on pictures of origin already holds these 8 pictures\n\(commit)\n"
        )
        #expect(try repositories.remoteGit(["rev-parse", "refs/heads/pictures"]) == commit)
        #expect(try Self.state(repositories) == before)
    }

    @Test func fourRunsAtOnceAllLandAndKeepDropsTheOldest() throws {
        let repositories = try Self.changedRun()
        // Four clones (four runners) publish at once to the same remote, each its own folder.
        var clones: [URL] = []
        for index in 1...4 {
            let clone = repositories.project.folder.appendingPathExtension("runner-\(index)")
            try GitRepositories.git(["clone", "--quiet", repositories.remote.path, clone.path])
            try FileManager.default.copyItem(
                at: repositories.project.url("report"), to: clone.appendingPathComponent("report"))
            clones.append(clone)
        }
        let results = Mutex<[Int: CommandRunner.Result]>([:])
        let runners = clones
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let result = try? CommandRunner.run(
                ["publish", "report", "--branch", "pictures", "--path", "pr-\(index + 1)"],
                in: runners[index])
            results.withLock { $0[index] = result }
        }
        let finished = results.withLock { $0 }
        #expect(finished.count == 4)
        for (index, result) in finished.sorted(by: { $0.key < $1.key }) {
            #expect(result.status == 0, "runner \(index + 1): \(result.stderr)")
        }
        let tip = try repositories.remoteGit(["rev-parse", "refs/heads/pictures"])
        #expect(try repositories.remoteGit(["rev-list", "--count", tip]) == "4")
        #expect(
            try repositories.remoteGit(["ls-tree", "--name-only", tip]) == "pr-1\npr-2\npr-3\npr-4")
        #expect(try repositories.files(of: tip).count == 32)
        // Every runner's printed SHA is a commit of the branch.
        let history = try repositories.remoteGit(["rev-list", tip]).split(separator: "\n").map(
            String.init)
        #expect(
            Set(
                finished.values.compactMap {
                    $0.stdout.split(separator: "\n").last.map(String.init)
                }) == Set(history))

        // --keep 2: this folder and the one published last before it.
        let order = try repositories.remoteGit(["log", "--format=%s", tip]).split(separator: "\n")
        let newest = try #require(order.first?.split(separator: " ").last.map(String.init))
        let kept = try Self.publish(repositories, ["--path", "pr-5", "--keep", "2"])
        #expect(kept.status == 0, "\(kept.stderr)")
        let keptTip = try #require(kept.stdout.split(separator: "\n").last.map(String.init))
        #expect(
            try repositories.remoteGit(["ls-tree", "--name-only", keptTip])
                == [newest, "pr-5"].sorted().joined(separator: "\n"))
        // Earlier commits keep their pictures: links in older comments still resolve.
        #expect(try repositories.files(of: tip).count == 32)
    }

    /// A PNG's width, from its header.
    static func width(_ data: Data) -> Int {
        data.count < 24 ? 0 : data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func aPictureWiderThanACommentIsShrunkByAWholeFactor() throws {
        let repositories = try GitRepositories(["a"])
        let project = repositories.project
        // At scale 8 the 160-point card is 1,280 pixels wide: shrunk by 2 to 640.
        try project.write(
            project.text("cards/a.yaml").replacingOccurrences(of: "scale: 2", with: "scale: 8"),
            to: "cards/a.yaml")
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("a")
        #expect(try project.run(["check", "cards", "--report", "report"]).status == 1)
        #expect(Self.width(project.data("report/images/cards/a/actual.png") ?? Data()) == 1_280)
        let result = try Self.publish(repositories, ["--path", "pr-1"])
        #expect(result.status == 0, "\(result.stderr)")
        let clone = project.folder.appendingPathExtension("published")
        try GitRepositories.git([
            "clone", "--quiet", "--branch", "pictures", repositories.remote.path, clone.path,
        ])
        for name in ["reference", "actual", "diff"] {
            let data = try Data(
                contentsOf: clone.appendingPathComponent("pr-1/images/cards/a/\(name).png"))
            #expect(Self.width(data) == 640, "\(name)")
        }
    }

    @Test func aHostileReportIsRefusedAndNothingIsPushed() throws {
        let repositories = try Self.changedRun()
        #expect(try Self.publish(repositories, ["--path", "pr-1"]).status == 0)
        let tip = try repositories.remoteGit(["rev-parse", "refs/heads/pictures"])
        try "secret".write(
            to: repositories.project.folder.deletingLastPathComponent().appendingPathComponent(
                "secret.png"),
            atomically: true, encoding: .utf8)
        let report = repositories.project.text("report/report.json")
        try repositories.project.write(
            report.replacingOccurrences(of: "images/cards/b/actual.png", with: "../../secret.png"),
            to: "report/report.json")
        let result = try Self.publish(repositories, ["--path", "pr-2"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("../../secret.png leads outside report (`..` above its top)"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try repositories.remoteGit(["rev-parse", "refs/heads/pictures"]) == tip)

        // A picture that is not a PNG (a text file inside the folder) is refused as well.
        try repositories.project.write("not a picture", to: "report/images/cards/b/note.png")
        try repositories.project.write(
            report.replacingOccurrences(
                of: "images/cards/b/actual.png", with: "images/cards/b/note.png"),
            to: "report/report.json")
        let text = try Self.publish(repositories, ["--path", "pr-2"])
        #expect(text.status == 2)
        #expect(
            text.stderr.contains(
                "report/images/cards/b/note.png is not a PNG picture of at most 32 MB; nothing was published."
            ))
        #expect(try repositories.remoteGit(["rev-parse", "refs/heads/pictures"]) == tip)
    }

    @Test func gitsRefusalsExit2WithGitsOwnWords() throws {
        let repositories = try Self.changedRun()
        let missing = try Self.publish(repositories, ["--path", "pr-1", "--remote", "nowhere"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(
                "git ls-remote nowhere refs/heads/pictures failed: fatal: 'nowhere' does not appear to be a git repository"
            ), "\(missing.stderr)")
        // A protected branch: the remote's hook declines every push.
        let hook = repositories.remote.appendingPathComponent("hooks/pre-receive")
        try "#!/bin/sh\necho 'the branch pictures is protected' >&2\nexit 1\n".write(
            to: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let declined = try Self.publish(repositories, ["--path", "pr-1"])
        #expect(declined.status == 2)
        #expect(
            declined.stderr.contains("remote: the branch pictures is protected"),
            "\(declined.stderr)")
        #expect(declined.stderr.contains("pre-receive hook declined"))
        // Usage errors are 64.
        #expect(try Self.publish(repositories, ["--path", "../up"]).status == 64)
        #expect(try Self.publish(repositories, ["--path", "pr-1", "--keep", "0"]).status == 64)
        let branch = try repositories.project.run([
            "publish", "report", "--branch", "a..b", "--path", "pr-1",
        ])
        #expect(branch.status == 2)
        #expect(branch.stderr.contains("--branch a..b is not a valid branch name"))
    }
}
