import Foundation
import LayoutshotTestSupport
import Testing
import Yams

/// Runs `.github/workflows/snapshots.yml` locally: the `run:` steps of every shard of the
/// snapshots matrix, each in its own copy of a project (a runner's checkout), then the merge
/// job, with a fake `GITHUB_STEP_SUMMARY` per step and the artefact actions emulated (upload:
/// copy the listed paths; download with a pattern: one folder per artefact). The steps that
/// install packages, build the binary or run `swift test` are skipped: the test has the binary
/// already (it goes on PATH) and runs inside `swift test`.
///
/// The steps stay in the workflow, not in a script it calls: the workflow is the recipe people
/// copy, so the commands should be readable there, and this test parses the workflow itself, so
/// a renamed flag, path or artefact name in it fails here.
struct ShardWorkflowTests {
    static let skipped: Set<String> = ["Install the C libraries", "Build layoutshot", "Unit tests"]

    struct Step {
        var name: String?
        var run: String?
        var uses: String?
        var condition: String?
        var with: [String: String]
    }

    static func steps(_ job: [String: Any]) -> [Step] {
        (job["steps"] as? [[String: Any]] ?? []).map { step in
            Step(
                name: step["name"] as? String, run: step["run"] as? String, uses: step["uses"] as? String,
                condition: step["if"] as? String,
                with: (step["with"] as? [String: Any] ?? [:]).mapValues { "\($0)" })
        }
    }

    static func substitute(_ text: String, _ values: [String: String]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "${{ \($1.key) }}", with: $1.value) }
    }

    /// Runs a job's steps in `folder`; returns each run step's exit status by name and the
    /// summaries they wrote.
    static func runJob(_ steps: [Step], in folder: URL, values: [String: String], artifacts: URL) throws
        -> (statuses: [String: Int32], summaries: [String])
    {
        var failed = false
        var statuses: [String: Int32] = [:]
        var summaries: [String] = []
        let binary = CommandRunner.binary.deletingLastPathComponent().path
        for (index, step) in steps.enumerated() {
            let name = substitute(step.name ?? "step \(index)", values)
            if skipped.contains(name) { continue }
            let condition = step.condition ?? "success()"
            if failed && !(condition.contains("always()") || condition.contains("failure()")) { continue }
            if let run = step.run {
                let summary = folder.appendingPathComponent(".summary-\(index).md")
                try Data().write(to: summary)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", substitute(run, values)]
                process.currentDirectoryURL = folder
                var environment = ProcessInfo.processInfo.environment
                environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
                environment["GITHUB_STEP_SUMMARY"] = summary.path
                environment["LAYOUTSHOT_PROGRESS"] = "none"
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                statuses[name] = process.terminationStatus
                summaries.append((try? String(contentsOf: summary, encoding: .utf8)) ?? "")
                if process.terminationStatus != 0 { failed = true }
            } else if let uses = step.uses, uses.hasPrefix("actions/upload-artifact@") {
                let target = artifacts.appendingPathComponent(substitute(step.with["name"] ?? "artifact", values))
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                for path in (step.with["path"] ?? "").split(separator: "\n").map({
                    $0.trimmingCharacters(in: .whitespaces)
                })
                where !path.isEmpty && FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
                {
                    try FileManager.default.copyItem(
                        at: folder.appendingPathComponent(path), to: target.appendingPathComponent(path))
                }
            } else if let uses = step.uses, uses.hasPrefix("actions/download-artifact@") {
                let pattern = step.with["pattern"] ?? "*"
                let target = folder.appendingPathComponent(step.with["path"] ?? ".")
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                for name in try FileManager.default.contentsOfDirectory(atPath: artifacts.path)
                where fnmatch(pattern, name, 0) == 0 {
                    try FileManager.default.copyItem(
                        at: artifacts.appendingPathComponent(name), to: target.appendingPathComponent(name))
                }
            }
        }
        return (statuses, summaries)
    }

    @Test func theWorkflowsShellStepsRunLocally() throws {
        let text = try String(
            contentsOf: PackageFolder.root.appendingPathComponent(".github/workflows/snapshots.yml"),
            encoding: .utf8)
        let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let shardJob = try #require(jobs["snapshots"] as? [String: Any])
        let mergeJob = try #require(jobs["merge"] as? [String: Any])
        let matrix = try #require(
            ((shardJob["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"] as? [Any])
        // Every skipped step still exists: the skip list cannot hide a renamed step.
        let names = Set(
            (Self.steps(shardJob) + Self.steps(mergeJob) + Self.steps(jobs["test"] as? [String: Any] ?? [:]))
                .compactMap(\.name))
        #expect(Self.skipped.isSubset(of: names))

        // A project: six fixtures recorded in Snapshots/, then one changed and one added.
        let project = try CardProject(["a", "b", "c", "d", "e", "f"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("c")
        try project.write(CardProject.card.replacingOccurrences(of: "Layoutshot", with: "n"), to: "cards/n.yaml")
        try FileManager.default.moveItem(at: project.url("cards"), to: project.url("Snapshots"))
        let expected = try project.run(["check", "Snapshots", "--report", "expected-report"])
        #expect(expected.status == 1)

        let artifacts = project.url("artifacts")
        var statuses: [Int32] = []
        for shard in matrix.map({ "\($0)" }) {
            let runner = project.url("runner-\(shard)")
            try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: project.url("Snapshots"), to: runner.appendingPathComponent("Snapshots"))
            let values = ["matrix.shard": shard, "strategy.job-total": "\(matrix.count)"]
            let result = try Self.runJob(Self.steps(shardJob), in: runner, values: values, artifacts: artifacts)
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

        let runner = project.url("runner-merge")
        try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: project.url("Snapshots"), to: runner.appendingPathComponent("Snapshots"))
        let merge = try Self.runJob(Self.steps(mergeJob), in: runner, values: [:], artifacts: artifacts)
        #expect(merge.statuses == ["Merge the reports": 0])
        #expect(merge.summaries.first?.hasPrefix("### Layoutshot: 1 failed · 1 new · 0 removed · 5 passed\n") ?? false)
        #expect(
            project.text("runner-merge/layoutshot-report/report.json") == project.text("expected-report/report.json"))
        #expect(project.text("runner-merge/layoutshot-junit.xml").contains("tests=\"7\" failures=\"2\""))
        #expect(
            FileManager.default.fileExists(
                atPath: artifacts.appendingPathComponent("layoutshot-report/layoutshot-report/index.html").path))
    }
}
