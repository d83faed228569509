import Foundation
import LayoutshotTestSupport
import Testing

/// Runs `.github/workflows/snapshots.yml` locally: the `run:` steps of every shard of the
/// snapshots matrix, each in its own copy of a project (a runner's checkout), then the merge
/// job, through `WorkflowRunner` (a fake `GITHUB_STEP_SUMMARY` per step, the artefact actions
/// emulated: upload copies the listed paths; download with a pattern, one folder per artefact). The steps that
/// install packages, build the binary or run `swift test` are skipped: the test has the binary
/// already (it goes on PATH) and runs inside `swift test`.
///
/// The steps stay in the workflow, not in a script it calls: the workflow is the recipe people
/// copy, so the commands should be readable there, and this test parses the workflow itself, so
/// a renamed flag, path or artefact name in it fails here.
struct ShardWorkflowTests {
    static let skipped: Set<String> = ["Install the C libraries", "Build layoutshot", "Unit tests"]

    @Test func theWorkflowsShellStepsRunLocally() throws {
        let runner = try WorkflowRunner("snapshots.yml", skipping: Self.skipped)
        let workflow = runner.workflow
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let shardJob = try #require(jobs["snapshots"] as? [String: Any])
        let mergeJob = try #require(jobs["merge"] as? [String: Any])
        let matrix = try #require(
            ((shardJob["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"]
                as? [Any])
        // Every skipped step still exists: the skip list cannot hide a renamed step.
        let names = Set(
            (WorkflowRunner.steps(shardJob) + WorkflowRunner.steps(mergeJob)
                + WorkflowRunner.steps(jobs["test"] as? [String: Any] ?? [:]))
                .compactMap(\.name))
        #expect(Self.skipped.isSubset(of: names))

        // A project: six fixtures recorded in Snapshots/, then one changed and one added.
        let project = try CardProject(["a", "b", "c", "d", "e", "f"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("c")
        try project.write(
            CardProject.card.replacingOccurrences(of: "Layoutshot", with: "n"), to: "cards/n.yaml")
        try FileManager.default.moveItem(at: project.url("cards"), to: project.url("Snapshots"))
        let expected = try project.run(["check", "Snapshots", "--report", "expected-report"])
        #expect(expected.status == 1)

        let artifacts = project.url("artifacts")
        var statuses: [Int32] = []
        for shard in matrix.map({ "\($0)" }) {
            let folder = project.url("runner-\(shard)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: project.url("Snapshots"), to: folder.appendingPathComponent("Snapshots"))
            let values = ["matrix.shard": shard, "strategy.job-total": "\(matrix.count)"]
            let result = try runner.run(
                job: "snapshots", in: folder, values: values, artifacts: artifacts)
            let status = try #require(result.statuses["Check shard \(shard)"])
            statuses.append(status)
            // The shard's step summary is its Markdown summary.
            #expect(result.summaries.first?.hasPrefix("### Layoutshot: ") ?? false)
            #expect(
                FileManager.default.fileExists(
                    atPath: artifacts.appendingPathComponent(
                        "layoutshot-shard-\(shard)/layoutshot-report/report.json"
                    ).path))
        }
        // The changed and the new fixture fail their shards (exit 1); no shard errs.
        #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 })
        #expect(statuses.contains(1))

        let folder = project.url("runner-merge")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: project.url("Snapshots"), to: folder.appendingPathComponent("Snapshots"))
        let merge = try runner.run(job: "merge", in: folder, values: [:], artifacts: artifacts)
        #expect(merge.statuses == ["Merge the reports": 0])
        #expect(
            merge.summaries.first?.hasPrefix(
                "### Layoutshot: 1 failed · 1 new · 0 removed · 5 passed\n") ?? false)
        #expect(
            project.text("runner-merge/layoutshot-report/report.json")
                == project.text("expected-report/report.json"))
        #expect(
            project.text("runner-merge/layoutshot-junit.xml").contains("tests=\"7\" failures=\"2\"")
        )
        #expect(
            FileManager.default.fileExists(
                atPath: artifacts.appendingPathComponent(
                    "layoutshot-report/layoutshot-report/index.html"
                ).path))
    }
}
