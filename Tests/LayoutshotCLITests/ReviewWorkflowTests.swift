import Foundation
import LayoutshotTestSupport
import Testing

/// Runs the review workflows' `run:` steps locally (`snapshots-comment.yml`,
/// `snapshots-approve.yml`) against a local bare repository and the stand-in for GitHub's REST
/// API: a first push (the comment is created), a second (the same comment is updated), a fork,
/// an approval by a member (one commit of reference files lands, and `check` passes on it) and
/// a refused approval by a stranger.
struct ReviewWorkflowTests {
    static let skipped: Set<String> = ["Install the tools", "Build layoutshot"]

    /// A repository with a pull request: `main` has four recorded cards, `feature` changes two.
    struct PullRequest {
        let repositories: GitRepositories
        let github: GitHubStandIn
        /// The pull request's head commits, in order of their pushes.
        var heads: [String] = []

        init() throws {
            repositories = try GitRepositories(["a", "b", "c", "d"])
            github = try GitHubStandIn(state: ["pulls": [], "runs": []])
        }

        /// Pushes a commit to `feature` that changes `names`, checks it as the Snapshots
        /// workflow would (its report zipped as the artefact of run `run`), and lists the pull
        /// request `number` (from `owner`'s repository) and the run at the stand-in.
        mutating func push(
            changing names: [String], run: Int, number: Int = 7, owner: String = "octo"
        ) throws {
            let project = repositories.project
            if heads.isEmpty { try repositories.git(["checkout", "--quiet", "-b", "feature"]) }
            for name in names { try project.change(name) }
            try repositories.git([
                "commit", "--quiet", "-am", "change \(names.joined(separator: ", "))",
            ])
            try repositories.git(["push", "--quiet", "origin", "feature"])
            let head = try repositories.git(["rev-parse", "HEAD"])
            heads.append(head)
            let base = try repositories.git(["rev-parse", "main"])
            // The checking run's report, as the Snapshots workflow's artefact.
            let checkout = project.folder.appendingPathExtension("run-\(run)")
            try GitRepositories.git([
                "clone", "--quiet", "--branch", "feature", repositories.remote.path, checkout.path,
            ])
            let check = try CommandRunner.run(
                ["check", "cards", "--report", "layoutshot-report"], in: checkout)
            #expect(check.status == 1)
            let zip = checkout.appendingPathExtension("zip")
            let zipped = try CommandRunner.run(
                ["-qr", zip.path, "layoutshot-report"], in: checkout,
                executable: URL(fileURLWithPath: "/usr/bin/zip"))
            #expect(zipped.status == 0)
            let repository = owner == "octo" ? GitHubStandIn.repository : "\(owner)/cards"
            try github.update { state in
                var pulls = (state["pulls"] as? [[String: Any]] ?? []).filter {
                    $0["number"] as? Int != number
                }
                pulls.append([
                    "number": number, "state": "open",
                    "head": [
                        "sha": head, "ref": "feature",
                        "repo": ["full_name": repository, "owner": ["login": owner]],
                    ],
                    "base": [
                        "sha": base, "ref": "main", "repo": ["full_name": GitHubStandIn.repository],
                    ],
                ])
                state["pulls"] = pulls
                state["runs"] =
                    (state["runs"] as? [[String: Any]] ?? []) + [
                        [
                            "id": run, "head_sha": head, "path": ".github/workflows/snapshots.yml",
                            "artifacts": [
                                ["id": run * 10, "name": "layoutshot-report", "zip": zip.path]
                            ],
                        ]
                    ]
            }
        }

        /// Runs the comment workflow for run `run` of the pull request's latest head.
        func comment(run: Int, owner: String = "octo") throws -> (WorkflowRunner.Result, URL) {
            let runner = try WorkflowRunner(
                "snapshots-comment.yml", skipping: ReviewWorkflowTests.skipped)
            let folder = try TemporaryFolder.make("runner")
            let values = [
                "github.token": GitHubStandIn.token, "github.event.workflow_run.id": "\(run)",
                "github.event.workflow_run.head_sha": heads.last ?? "",
                "github.event.workflow_run.head_repository.owner.login": owner,
                "github.event.workflow_run.head_branch": "feature",
            ]
            let result = try runner.run(
                job: "comment", in: folder, values: values, environment: github.environment,
                checkout: {
                    try GitRepositories.git(["clone", "--quiet", repositories.remote.path, $0.path])
                })
            return (result, folder)
        }

        /// Runs the approve workflow for a comment `body` by someone with `association`.
        func approve(_ body: String, association: String, number: Int = 7) throws
            -> WorkflowRunner.Result
        {
            let runner = try WorkflowRunner(
                "snapshots-approve.yml", skipping: ReviewWorkflowTests.skipped)
            let folder = try TemporaryFolder.make("runner")
            let values = [
                "github.token": GitHubStandIn.token, "github.event.comment.body": body,
                "github.event.comment.author_association": association,
                "github.event.issue.number": "\(number)",
            ]
            return try runner.run(
                job: "approve", in: folder, values: values, environment: github.environment,
                checkout: {
                    try GitRepositories.git(["clone", "--quiet", repositories.remote.path, $0.path])
                })
        }
    }

    static let commentSteps = [
        "Find the pull request", "Download the report", "Publish the pictures", "Write the comment",
        "Create or update the comment", "Set the commit status",
    ]

    @Test func theCommentIsCreatedThenUpdatedAndItsPicturesAreOnThePicturesBranch() throws {
        var pull = try PullRequest()
        // Someone else's comment that quotes the marker is never taken for ours.
        try pull.github.update {
            $0["comments"] = [
                [
                    "id": 1, "issue_number": 7, "body": "<!-- layoutshot-comment --> quoted",
                    "user": ["login": "someone", "type": "User"],
                ]
            ]
        }
        try pull.push(changing: ["b", "c"], run: 41)
        let (first, folder) = try pull.comment(run: 41)
        #expect(
            first.statuses == Dictionary(uniqueKeysWithValues: Self.commentSteps.map { ($0, 0) }),
            "\(first.stderr)")
        var comments = try pull.github.comments()
        #expect(comments.count == 2)
        let body = try #require(comments.last?["body"] as? String)
        #expect(
            body
                == (try String(
                    contentsOf: folder.appendingPathComponent("comment.md"), encoding: .utf8)))
        #expect(
            body.hasPrefix(
                "<!-- layoutshot-comment -->\n### Layoutshot: 2 failed · 0 new · 0 removed · 2 passed\n"
            ))
        #expect(
            body.contains(
                "Compared `\(try pull.repositories.git(["rev-parse", "main"]))` (base) with `\(pull.heads[0])` (head)."
            )
        )
        #expect(
            body.contains("[The full report](https://github.example/octo/cards/actions/runs/41)."))
        // Every picture is a file of the commit the comment names, on the pictures branch.
        let tip = try pull.repositories.remoteGit(["rev-parse", "refs/heads/layoutshot-pictures"])
        let files = Set(try pull.repositories.files(of: tip))
        let prefix = "https://github.example/octo/cards/raw/\(tip)/"
        let urls = CommentCommandTests.pictureURLs(body)
        #expect(urls.count == 8)
        for url in urls {
            #expect(url.hasPrefix(prefix + "pr-7/"), "\(url)")
            #expect(files.contains(String(url.dropFirst(prefix.count))), "\(url)")
        }
        var statuses = try pull.github.state()["statuses"] as? [[String: Any]] ?? []
        #expect(statuses.count == 1)
        #expect(statuses.first?["sha"] as? String == pull.heads[0])
        #expect(statuses.first?["state"] as? String == "failure")
        #expect(
            statuses.first?["description"] as? String == "2 failed · 0 new · 0 removed · 2 passed")
        #expect(statuses.first?["context"] as? String == "layoutshot")
        #expect(
            try pull.github.calls().map(\.description) == [
                "GET pulls", "GET actions/runs/41/artifacts", "GET actions/artifacts/410/zip",
                "GET issues/7/comments", "POST issues/7/comments", "POST statuses/\(pull.heads[0])",
            ])

        // A second push: the same comment, updated.
        try pull.push(changing: ["d"], run: 42)
        let before = try pull.github.calls().count
        let (second, _) = try pull.comment(run: 42)
        #expect(second.statuses.values.allSatisfy { $0 == 0 }, "\(second.stderr)")
        comments = try pull.github.comments()
        #expect(comments.count == 2)
        #expect(comments.first?["body"] as? String == "<!-- layoutshot-comment --> quoted")
        let updated = try #require(comments.last?["body"] as? String)
        #expect(
            updated.hasPrefix(
                "<!-- layoutshot-comment -->\n### Layoutshot: 3 failed · 0 new · 0 removed · 1 passed\n"
            ))
        #expect(
            try pull.github.calls().dropFirst(before).map(\.description) == [
                "GET pulls", "GET actions/runs/42/artifacts", "GET actions/artifacts/420/zip",
                "GET issues/7/comments", "PATCH issues/comments/1001",
                "POST statuses/\(pull.heads[1])",
            ])
        statuses = try pull.github.state()["statuses"] as? [[String: Any]] ?? []
        #expect(
            statuses.last?["description"] as? String == "3 failed · 0 new · 0 removed · 1 passed")
        // The pictures branch: one more commit, the second run's pictures under pr-7.
        let newTip = try pull.repositories.remoteGit([
            "rev-parse", "refs/heads/layoutshot-pictures",
        ])
        #expect(try pull.repositories.remoteGit(["rev-list", "--count", newTip]) == "2")
        #expect(try pull.repositories.files(of: newTip).count == 12)
    }

    @Test func aForksPullRequestGetsItsCommentToo() throws {
        var pull = try PullRequest()
        try pull.push(changing: ["b"], run: 51, number: 8, owner: "stranger")
        let (result, _) = try pull.comment(run: 51, owner: "stranger")
        #expect(result.statuses.values.allSatisfy { $0 == 0 }, "\(result.stderr)")
        let comments = try pull.github.comments()
        #expect(comments.count == 1)
        #expect(comments.first?["issue_number"] as? Int == 8)
        #expect((comments.first?["body"] as? String)?.contains("#### ❌ `cards/b`") ?? false)
        // The pull request was found by the fork's owner and branch.
        #expect(try pull.github.calls().first == GitHubStandIn.Call(method: "GET", path: "pulls"))
    }

    @Test func aMemberApprovesWithOneCommitOfReferencesAndTheCheckThenPasses() throws {
        var pull = try PullRequest()
        try pull.push(changing: ["b", "c"], run: 41)
        let result = try pull.approve("/layoutshot approve --all\r\nthanks!", association: "MEMBER")
        #expect(result.statuses == ["Approve": 0], "\(result.stderr)")
        let tip = try pull.repositories.remoteGit(["rev-parse", "refs/heads/feature"])
        #expect(tip != pull.heads[0])
        #expect(try pull.repositories.remoteGit(["rev-parse", tip + "^"]) == pull.heads[0])
        #expect(
            try pull.repositories.remoteGit(["diff", "--name-only", pull.heads[0], tip])
                == "cards/b.layout.json\ncards/b.png\ncards/c.layout.json\ncards/c.png")
        // The branch's new commit passes its check.
        let checkout = pull.repositories.project.folder.appendingPathExtension("approved")
        try GitRepositories.git([
            "clone", "--quiet", "--branch", "feature", pull.repositories.remote.path, checkout.path,
        ])
        #expect(try CommandRunner.run(["check", "cards"], in: checkout).status == 0)
        let reply = try #require(try pull.github.comments().last?["body"] as? String)
        #expect(
            reply.hasPrefix(
                "Approved in \(tip):\n\n```text\napproved cards/b: cards/b.png, cards/b.layout.json\n"
            ))
        #expect(
            try pull.github.calls().map(\.description) == [
                "GET pulls/7", "GET actions/workflows/snapshots.yml/runs",
                "GET actions/runs/41/artifacts",
                "GET actions/artifacts/410/zip", "POST issues/7/comments",
            ])
    }

    @Test func aStrangerGetsAReplyAndNothingElse() throws {
        var pull = try PullRequest()
        try pull.push(changing: ["b"], run: 41)
        let result = try pull.approve("/layoutshot approve --all", association: "NONE")
        #expect(result.statuses == ["Approve": 0])
        #expect(
            try pull.repositories.remoteGit(["rev-parse", "refs/heads/feature"]) == pull.heads[0])
        #expect(try pull.github.calls().map(\.description) == ["POST issues/7/comments"])
        #expect(
            try pull.github.comments().last?["body"] as? String
                == "Only the repository's owners, members and collaborators can approve snapshots; nothing was approved.\n"
        )
    }

    @Test func aForksApprovalIsAnsweredWithTheCommandsToRunLocally() throws {
        var pull = try PullRequest()
        try pull.push(changing: ["b", "c"], run: 61, number: 8, owner: "stranger")
        let result = try pull.approve(
            "/layoutshot approve cards/b 'cards/c'", association: "COLLABORATOR", number: 8)
        #expect(result.statuses == ["Approve": 0], "\(result.stderr)")
        #expect(
            try pull.repositories.remoteGit(["rev-parse", "refs/heads/feature"]) == pull.heads[0])
        #expect(
            try pull.github.comments().last?["body"] as? String == """
                This pull request's branch is in a fork, which this workflow cannot push to. Run in your checkout of it:

                ```sh
                gh run download 61 --repo octo/cards --name layoutshot-report --dir layoutshot-report
                layoutshot approve --from layoutshot-report -- cards/b cards/c
                git add -A && git commit -m "Approve Layoutshot snapshots" && git push
                ```

                """)
        // Options smuggled in as names are refused.
        let smuggled = try pull.approve(
            "/layoutshot approve --from /etc cards/b", association: "MEMBER", number: 8)
        #expect(smuggled.statuses == ["Approve": 1])
        #expect(
            try pull.github.comments().last?["body"] as? String
                == "Write `/layoutshot approve NAME…` or `/layoutshot approve --all`; nothing was approved.\n"
        )
    }

    @Test func theJobsRunOnlyForTheirEvents() throws {
        let comment = try WorkflowRunner("snapshots-comment.yml", skipping: Self.skipped)
        #expect(
            comment.job("comment")["if"] as? String
                == "github.event.workflow_run.event == 'pull_request'")
        let approve = try WorkflowRunner("snapshots-approve.yml", skipping: Self.skipped)
        #expect(
            approve.job("approve")["if"] as? String
                == "github.event.issue.pull_request && startsWith(github.event.comment.body, '/layoutshot approve')"
        )
        // The untrusted texts reach the steps only through the environment, never in a script.
        for job in [comment.job("comment"), approve.job("approve")] {
            for step in WorkflowRunner.steps(job) {
                #expect(!(step.run ?? "").contains("${{"), "\(step.name ?? "")")
            }
        }
        // Every skipped step exists.
        let names = Set(
            (WorkflowRunner.steps(comment.job("comment"))
                + WorkflowRunner.steps(approve.job("approve"))).compactMap(
                    \.name))
        #expect(Self.skipped.isSubset(of: names))
    }
}
