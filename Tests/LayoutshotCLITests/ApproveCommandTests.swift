import Foundation
import LayoutshotRender
import LayoutshotTestSupport
import Testing

/// `layoutshot approve`: copies exactly the named actuals of a run over the references, and
/// refuses pictures of another renderer unless --force.
struct ApproveCommandTests {
    /// Recorded a–d; then b and c changed, n new; a report of the check.
    static func project() throws -> CardProject {
        let project = try CardProject(["a", "b", "c", "d"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("b")
        try project.change("c")
        try project.write(
            CardProject.card.replacingOccurrences(of: "Layoutshot", with: "n"), to: "cards/n.yaml")
        #expect(try project.run(["check", "cards", "--report", "report"]).status == 1)
        return project
    }

    static let files = ["a", "b", "c", "d", "n"].flatMap {
        ["cards/\($0).png", "cards/\($0).layout.json"]
    }

    func snapshot(_ project: CardProject) -> [String: Data?] {
        Dictionary(uniqueKeysWithValues: Self.files.map { ($0, project.data($0)) })
    }

    @Test func approveCopiesExactlyTheNamedActuals() throws {
        let project = try Self.project()
        let before = snapshot(project)
        let approve = try project.run(["approve", "cards/b", "cards/n.yaml", "--from", "report"])
        #expect(approve.status == 0)
        #expect(
            approve.stdout == """
                approved cards/b: cards/b.png, cards/b.layout.json
                approved cards/n: cards/n.png, cards/n.layout.json
                2 approved (4 files), 0 skipped

                """)
        let after = snapshot(project)
        for file in Self.files {
            let expected: Data?? =
                switch file {
                case "cards/b.png": project.data("report/images/cards/b/actual.png")
                case "cards/b.layout.json": project.data("report/images/cards/b/actual.layout.json")
                case "cards/n.png": project.data("report/images/cards/n/actual.png")
                case "cards/n.layout.json": project.data("report/images/cards/n/actual.layout.json")
                default: before[file]
                }
            #expect(after[file] == expected, "\(file)")
        }
        let check = try project.run(["check", "cards"])
        #expect(check.stdout.hasSuffix("4 passed, 1 failed\n"))
        #expect(check.stdout.hasPrefix("FAIL    cards/c.yaml"))
        let all = try project.run(["approve", "--all", "--from", "report"])
        #expect(all.stdout.hasSuffix("3 approved (6 files), 0 skipped\n"))
        #expect(try project.run(["check", "cards"]).stdout == "5 passed, 0 failed\n")
    }

    @Test func namesThatMatchNothingChangeNothing() throws {
        let project = try Self.project()
        let before = snapshot(project)
        let result = try project.run([
            "approve", "cards/b", "cards/zzz", "cards/a", "--from", "report",
        ])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: 2 names match no failed or new snapshot in report: cards/zzz, cards/a "
                + "(it has 3: cards/b, cards/c, cards/n). Nothing was approved.\n")
        #expect(snapshot(project) == before)
        let notARun = try project.run(["approve", "--all", "--from", "cards"])
        #expect(notARun.status == 2)
        #expect(notARun.stderr.hasPrefix("error: --from cards holds neither report.json"))
        #expect(try project.run(["approve", "--from", "report"]).status == 64)
        #expect(try project.run(["approve", "--all", "cards/b", "--from", "report"]).status == 64)
        #expect(snapshot(project) == before)
    }

    @Test func picturesOfAnotherRendererNeedForce() throws {
        let project = try Self.project()
        let actual = project.url("report/images/cards/b/actual.png")
        let decoded = try PNGCodec.decode([UInt8](try Data(contentsOf: actual)), file: actual.path)
        var metadata = decoded.text
        let fingerprint = try #require(metadata["layoutshot:renderer"])
        // Another renderer: older drawing rules, other fonts, and glyphs without outlines drawn by
        // other libraries (the scale is the fixture's, not compared).
        metadata["layoutshot:renderer"] =
            fingerprint.split(separator: ";").map { part in
                let field = part.trimmingCharacters(in: .whitespaces)
                if field.hasPrefix("drawing ") { return "drawing 1" }
                if field.hasPrefix("fonts ") { return "fonts 99:0123456789abcdef" }
                return field
            }.joined(separator: "; ") + "; glyphs cairo 0.0.1, freetype 0.0.1"
        let foreign = try PNGCodec.encode(decoded.image, metadata: metadata)
        try Data(foreign).write(to: actual)
        let before = snapshot(project)
        let refused = try project.run(["approve", "cards/b", "cards/c", "--from", "report"])
        #expect(refused.status == 2)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr.hasPrefix(
                "error: 1 of 2 snapshots were rendered by another renderer: "
                    + "cards/b (drawing 1 here \(RendererFingerprint.drawingRules), fonts 99:0123456789abcdef here "
            ))
        #expect(refused.stderr.contains(", glyphs cairo 0.0.1, freetype 0.0.1 here cairo "))
        #expect(
            refused.stderr.hasSuffix(
                "Re-run the check here and approve from its report, or pass --force. Nothing was approved.\n"
            ))
        #expect(snapshot(project) == before)
        let forced = try project.run(["approve", "cards/b", "--from", "report", "--force"])
        #expect(forced.status == 0)
        #expect(
            forced.stdout.hasPrefix(
                "warning: approving pictures of another renderer (--force): cards/b (drawing 1"))
        #expect(project.data("cards/b.png") == Data(foreign))
    }

    @Test func approvesFromATestRunsArtefactsRecordedElsewhere() throws {
        let project = try Self.project()
        // A test run on a CI runner: its manifest names the reference relative to the package root.
        let folder = "artifacts/CardTests/testCard.1"
        try FileManager.default.createDirectory(
            at: project.url(folder), withIntermediateDirectories: true)
        for file in ["actual.png", "actual.layout.json"] {
            try FileManager.default.copyItem(
                at: project.url("report/images/cards/b/\(file)"),
                to: project.url("\(folder)/\(file)"))
        }
        try project.write(
            """
            {"failures": [{"test": "CardTests/testCard()", "snapshot": "testCard.1",
              "reference": "Tests/__Snapshots__/CardTests/testCard.1.png", "kind": "geometry",
              "summary": "geometry: `swatch` width 24 → 20",
              "files": ["CardTests/testCard.1/actual.png", "CardTests/testCard.1/actual.layout.json"]}]}
            """, to: "artifacts/manifest.json")
        try FileManager.default.createDirectory(
            at: project.url("Tests/__Snapshots__/CardTests"), withIntermediateDirectories: true)
        let result = try project.run(["approve", "CardTests/testCard()", "--from", "artifacts"])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "approved CardTests/testCard.1: Tests/__Snapshots__/CardTests/testCard.1.png, "
                + "Tests/__Snapshots__/CardTests/testCard.1.layout.json\n1 approved (2 files), 0 skipped\n"
        )
        #expect(
            project.data("Tests/__Snapshots__/CardTests/testCard.1.png")
                == project.data("\(folder)/actual.png"))
    }

    @Test func approvesFromACheckRunsArtefacts() throws {
        let project = try CardProject(["a", "b"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("b")
        let before = project.data("cards/b.png")
        #expect(try project.run(["check", "cards", "--artifacts", "artifacts"]).status == 1)
        // The folder the testing library writes: one folder per failure, listed in manifest.json.
        #expect(project.text("artifacts/manifest.json").contains("\"reference\" : \"cards/b.png\""))
        let approve = try project.run(["approve", "cards/b.yaml", "--from", "artifacts"])
        #expect(approve.status == 0)
        #expect(
            approve.stdout
                == "approved b: cards/b.png, cards/b.layout.json\n1 approved (2 files), 0 skipped\n"
        )
        #expect(project.data("cards/b.png") != before)
        #expect(project.data("cards/b.png") == project.data("artifacts/b/actual.png"))
        #expect(
            project.data("cards/b.layout.json") == project.data("artifacts/b/actual.layout.json"))
        #expect(try project.run(["check", "cards"]).stdout == "2 passed, 0 failed\n")
        // `report` reads the same folder.
        let report = try project.run(["report", "artifacts", "-o", "artifacts-report"])
        #expect(report.stdout == "wrote artifacts-report/index.html: 1 failed, 0 new\n")
    }
}
