import Foundation
import LayoutshotFiles
import LayoutshotReport
import Testing

/// `layoutshot check --report` and `layoutshot report`: the model and the folder on disk.
struct ReportFolderTests {
    @Test func checkWritesTheModelOfChangedNewRemovedAndPassedSnapshots() throws {
        let run = try ReportRun()
        let check = try run.run(["check", "cards", "--report", "report"])
        #expect(check.status == 1)
        let data = try Data(contentsOf: run.folder.appendingPathComponent("report/report.json"))
        let report = try JSONDecoder().decode(Report.self, from: data)
        #expect(
            report.snapshots.map(\.name) == [
                "cards/changed", "cards/fresh", "cards/gone", "cards/same",
            ])
        #expect(report.snapshots.map(\.status) == [.failed, .new, .removed, .passed])
        #expect(report.counts == ReportCounts([.failed, .new, .removed, .passed]))
        let changed = report.snapshots[0]
        #expect(changed.kind == "geometry")
        #expect(
            changed.changes.first
                == "`swatch` width 24 → 20: `stack` at root.child decides otherwise (stack.base): base 24 → 20; its own width 24 → 20"
        )
        #expect(changed.summary.hasPrefix("geometry: `swatch` width 24 → 20"))
        // Each changed node's steps, reference beside actual: the swatch's base and every step
        // after it differ; the title's move, by its place.
        let why = try #require(changed.why)
        #expect(why.map(\.change) == ["`swatch` width 24 → 20", "`title` moved (32, 8) → (28, 8)"])
        let differing = why[0].rows.filter(\.differs)
        #expect(differing.first?.rule == "stack.base")
        #expect(differing.first?.reference == "base 24")
        #expect(differing.first?.actual == "base 20")
        #expect(why[0].rows.first?.differs == false)
        #expect(why[1].rows.filter(\.differs).map(\.rule) == ["stack.position"])
        #expect(!changed.attribution.isEmpty)
        #expect(changed.images.reference == "images/cards/changed/reference.png")
        #expect(changed.images.diff == "images/cards/changed/diff.png")
        #expect(changed.images.crops.first == "images/cards/changed/crop-1.png")
        #expect(report.snapshots[1].images.actual == "images/cards/fresh/actual.png")
        #expect(report.snapshots[1].images.reference == nil)
        #expect(report.snapshots[2].images.reference == "images/cards/gone/reference.png")
        #expect(report.snapshots[3].images.reference == "images/cards/same/reference.png")
        for snapshot in report.snapshots {
            for path in [snapshot.images.reference, snapshot.images.actual, snapshot.images.diff]
                .compactMap({ $0 })
            {
                #expect(
                    FileManager.default.fileExists(
                        atPath: run.folder.appendingPathComponent("report/\(path)").path))
            }
        }
        // Byte-stable: no absolute path, and a second run writes the same bytes.
        let html = run.text("report/index.html")
        #expect(
            !html.contains(run.folder.path)
                && !String(decoding: data, as: UTF8.self).contains(run.folder.path))
        #expect(
            html.contains("image-rendering: pixelated") && !html.contains("http://")
                && !html.contains("https://"))
        #expect(try run.run(["check", "cards", "--report", "report"]).status == 1)
        #expect(run.text("report/index.html") == html)
    }

    @Test func aFolderThatIsNotAReportIsRefusedAndKept() throws {
        let run = try ReportRun()
        let notes = run.folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "keep me".write(
            to: notes.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        let check = try run.run(["check", "cards", "--report", "notes"])
        #expect(check.status == 2)
        #expect(
            check.stderr.contains("notes is not empty (1 entry) and is not a Layoutshot report"))
        #expect(check.stderr.contains("nothing was deleted"))
        #expect(check.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes.path) == ["todo.txt"])
        let report = try run.run(["report", "anything", "-o", "notes"])
        #expect(report.status == 2)
        #expect(run.text("notes/todo.txt") == "keep me")
    }

    /// A failure's artefacts keep both sidecars, so a report made from the artefacts alone shows
    /// the same steps, reference beside actual, as the check's own report.
    @Test func aReportFromArtefactsSetsTheTwoExplanationsSideBySide() throws {
        let run = try ReportRun()
        #expect(
            try run.run(["check", "cards", "--artifacts", "out", "--report", "report"]).status == 1)
        #expect(
            FileManager.default.fileExists(
                atPath: run.folder.appendingPathComponent("out/changed/reference.layout.json").path)
        )
        #expect(try run.run(["report", "out", "-o", "from-artifacts"]).status == 0)
        let checked = try JSONDecoder().decode(
            Report.self, from: Data(run.text("report/report.json").utf8))
        let read = try JSONDecoder().decode(
            Report.self, from: Data(run.text("from-artifacts/report.json").utf8))
        let why = try #require(read.snapshots.first?.why)
        #expect(why == checked.snapshots.first?.why)
        #expect(why.first?.rows.contains { $0.differs && $0.rule == "stack.base" } == true)
    }

    @Test func theReportNamesTheLibrariesThatDrewThePictures() throws {
        let run = try ReportRun()
        #expect(
            try run.run(["check", "cards", "--artifacts", "out", "--report", "report"]).status == 1)
        let checked = try JSONDecoder().decode(
            Report.self, from: Data(run.text("report/report.json").utf8))
        let libraries = try #require(checked.libraries?.first)
        #expect(
            checked.libraries?.count == 1 && libraries.hasPrefix("cairo 1.")
                && libraries.contains("; freetype 2."))
        #expect(
            run.text("report/index.html").contains(
                "<p class=\"libraries\">Drawn with \(libraries)</p>"))
        // The artefacts manifest keeps them per failure, and `report` reads them back.
        let manifest = try JSONDecoder().decode(
            ArtifactsManifest.self, from: Data(run.text("out/manifest.json").utf8))
        #expect(manifest.failures.map(\.libraries) == [libraries])
        #expect(try run.run(["report", "out", "-o", "from-artifacts"]).status == 0)
        let read = try JSONDecoder().decode(
            Report.self, from: Data(run.text("from-artifacts/report.json").utf8))
        #expect(read.libraries == [libraries])
        // A downloaded manifest's values are text, and only short lines are kept.
        for (index, value) in ["<script>alert(1)</script>", String(repeating: "x", count: 1000)]
            .enumerated()
        {
            var hostile = manifest
            hostile.failures[0].libraries = value
            try JSONEncoder().encode(hostile).write(
                to: run.folder.appendingPathComponent("out/manifest.json"))
            #expect(try run.run(["report", "out", "-o", "hostile\(index)"]).status == 0)
        }
        #expect(
            run.text("hostile0/index.html").contains(
                "Drawn with &lt;script&gt;alert(1)&lt;/script&gt;</p>"))
        #expect(!run.text("hostile1/index.html").contains("Drawn with"))
    }

    @Test func reportBuildsTheSameReportFromAnArtifactsManifest() throws {
        let run = try ReportRun()
        // The artefacts folder as `assertLayoutSnapshot` writes it, from a check run's pictures.
        #expect(try run.run(["check", "cards", "--artifacts", "out"]).status == 1)
        let manifest = """
            {"failures": [{"test": "CardTests.changed()", "snapshot": "changed.1", "reference": "\(run.folder.path)/ref.png",
              "kind": "geometry", "summary": "geometry: `swatch` width 24 → 20",
              "files": ["CardTests/changed.1/reference.png", "CardTests/changed.1/actual.png", "CardTests/changed.1/diff.png"]}]}
            """
        let entry = run.folder.appendingPathComponent("artifacts/CardTests/changed.1")
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        for file in ["reference.png", "actual.png", "diff.png"] {
            try FileManager.default.copyItem(
                at: run.folder.appendingPathComponent("out/changed/\(file)"),
                to: entry.appendingPathComponent(file))
        }
        try manifest.write(
            to: run.folder.appendingPathComponent("artifacts/manifest.json"), atomically: true,
            encoding: .utf8)
        let result = try run.run(["report", "artifacts", "-o", "report", "--junit", "junit.xml"])
        #expect(result.status == 0)
        #expect(result.stdout == "wrote report/index.html: 1 failed, 0 new\n")
        let report = try JSONDecoder().decode(
            Report.self, from: Data(run.text("report/report.json").utf8))
        #expect(report.snapshots.map(\.name) == ["CardTests/changed.1"])
        #expect(report.snapshots.first?.source == "CardTests.changed()")
        #expect(report.snapshots.first?.images.diff == "images/CardTests/changed.1/diff.png")
        #expect(!run.text("report/report.json").contains(run.folder.path))
        #expect(
            run.text("junit.xml").contains("<testcase classname=\"CardTests\" name=\"changed.1\""))
        let missing = try run.run(["report", "nowhere", "-o", "report2"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(
                "nowhere/manifest.json is not a Layoutshot artefacts manifest: no such file"))
    }

    @Test func namesCannotLeaveTheReportFolder() {
        let draft = ReportDraft(
            snapshot: ReportSnapshot(
                name: "../../etc/.ssh/a b", source: "", status: .failed, summary: ""),
            files: [ReportFile(name: "reference.png", source: .bytes([]))])
        #expect(draft.folder == "images/-./-./etc/-ssh/a-b")
        #expect(draft.resolved.images.reference == "images/-./-./etc/-ssh/a-b/reference.png")
    }
}
