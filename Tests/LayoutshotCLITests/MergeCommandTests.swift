import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot merge`: the shards' reports of one run make the report of the unsharded run.
struct MergeCommandTests {
    /// Seven cards recorded; then `b` changed, `n` new, `g` deleted (a removed snapshot).
    static func project() throws -> CardProject {
        let project = try CardProject(["a", "b", "c", "d", "e", "f", "g"])
        let record = try project.run(["record", "cards"])
        #expect(record.status == 0)
        try project.change("b")
        try project.write(
            CardProject.card.replacingOccurrences(of: "Layoutshot", with: "n"), to: "cards/n.yaml")
        try FileManager.default.removeItem(at: project.url("cards/g.yaml"))
        return project
    }

    @Test func mergedShardsEqualTheUnshardedRun() throws {
        let project = try Self.project()
        let full = try project.run([
            "check", "cards", "--report", "report", "--summary", "summary.md", "--junit",
            "junit.xml",
        ])
        #expect(full.status == 1)
        for file in ["report", "summary.md", "junit.xml"] {
            try FileManager.default.moveItem(at: project.url(file), to: project.url("full-" + file))
        }
        var statuses: [Int32] = []
        for shard in 1...2 {
            let result = try project.run([
                "check", "cards", "--shard", "\(shard)/2", "--report", "shards/\(shard)/report",
                "--junit", "shards/\(shard)/junit.xml",
            ])
            statuses.append(result.status)
        }
        #expect(statuses.contains(1))
        let merge = try project.run([
            "merge", "shards/1/report", "shards/2/report", "-o", "report", "--summary",
            "summary.md",
            "--junit", "junit.xml",
        ])
        #expect(merge.status == 0)
        let sizes = try (1...2).map { shard -> Int in
            let data = project.data("shards/\(shard)/report/report.json") ?? Data()
            return
                ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["snapshots"]
                as? [Any])?.count
                ?? 0
        }
        #expect(
            merge.stdout
                == "merged 2 reports (\(sizes[0]) + \(sizes[1]) snapshots) into report/index.html: "
                + "1 failed, 1 new, 1 removed, 5 passed\n")
        // Every shard reports the removed reference; the merge keeps it once.
        #expect(sizes[0] + sizes[1] == 7 + 2)
        #expect(project.text("report/report.json") == project.text("full-report/report.json"))
        #expect(project.text("report/index.html") == project.text("full-report/index.html"))
        #expect(project.text("summary.md") == project.text("full-summary.md"))
        #expect(project.text("junit.xml") == project.text("full-junit.xml"))
        #expect(
            project.text("junit.xml").contains(
                "tests=\"8\" failures=\"2\" errors=\"0\" skipped=\"1\""))
        #expect(
            project.data("report/images/cards/b/crop-1.png")
                == project.data("full-report/images/cards/b/crop-1.png"))
        #expect(project.exists("report/.layoutshot-report"))
        // A folder that holds the shards' folders works too (a CI job's downloaded artefacts).
        let searched = try project.run(["merge", "shards", "-o", "report"])
        #expect(searched.status == 0)
        #expect(project.text("report/report.json") == project.text("full-report/report.json"))
    }

    @Test func badInputIsRefusedAndNothingIsLost() throws {
        let project = try Self.project()
        _ = try project.run(["check", "cards", "--shard", "1/2", "--report", "r1"])
        _ = try project.run(["check", "cards", "--shard", "2/2", "--report", "r2"])
        let before = project.text("r1/report.json")
        // The output is one of the inputs: writing it would delete the input's pictures first.
        let clash = try project.run(["merge", "r1", "r2", "-o", "r1"])
        #expect(clash.status == 2)
        #expect(
            clash.stderr
                == "error: the output folder r1 holds the input report r1; nothing was written. "
                + "Choose a new folder for the merged report (-o merged-report).\n")
        #expect(project.text("r1/report.json") == before)
        // The same shard twice is not a sharded run.
        let twice = try project.run(["merge", "r1", "r1-copy", "-o", "out"])
        #expect(twice.status == 2)
        try FileManager.default.copyItem(at: project.url("r1"), to: project.url("r1-copy"))
        let duplicate = try project.run(["merge", "r1", "r1-copy", "-o", "out"])
        #expect(duplicate.status == 2)
        #expect(duplicate.stderr.contains("is also in r1; merge the reports of one sharded run"))
        #expect(!project.exists("out"))
        // Not a report.
        let notReport = try project.run(["merge", "cards", "-o", "out"])
        #expect(notReport.status == 2)
        #expect(
            notReport.stderr
                == "error: cannot read cards: holds no Layoutshot report (no report.json in it or in its "
                + "subfolders); pass the report folders written by layoutshot check --report DIR\n")
        // An output folder that is someone else's.
        let foreign = try project.run(["merge", "r1", "r2", "-o", "cards"])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("is not a Layoutshot report"))
        #expect(project.exists("cards/a.yaml"))
        #expect(try project.run(["merge", "-o", "out"]).status == 64)
    }
}
