import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot sweep` and `layoutshot lint`, run as a user runs them.
struct InspectCommandTests {
    static let tags = """
        sizeRange: {min: [0, 0], max: [300, .inf]}
        root:
          type: stack
          flexWrap: wrap
          spacing: 10
          lineSpacing: 10
          alignItems: start
          children:
            - {type: box, id: a, color: red, preferredSize: [60, 20]}
            - {type: box, id: b, color: green, preferredSize: [60, 20]}
            - {type: box, id: c, color: blue, preferredSize: [60, 20]}
        """

    /// Two boxes drawn over each other by a negative spacing: one `overlap` finding.
    static let overlapping = """
        sizeRange: [100, 10]
        root:
          type: stack
          spacing: -10
          children:
            - {type: box, id: a, color: red, preferredSize: [30, 10]}
            - {type: box, id: b, color: blue, preferredSize: [30, 10]}
        """

    @Test func sweepPrintsBreakpointsAsJSONAndDrawsAFilmstrip() throws {
        let folder = try CommandRunner.folder(with: ["tags.yaml": Self.tags])
        let result = try CommandRunner.run(["sweep", "tags.yaml", "--from", "120", "--to", "220", "--json", "-o", "strip.png"],
                                           in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == """
            {
              "fixture": "tags.yaml", "from": 120, "to": 220, "step": 1,
              "breakpoints": [
                {"width": 130, "changes": ["`b` moves from line 2 to line 1 of its stack", "`c` moves from line 3 to line 2 of its stack"], "nodes": ["b", "c"]},
                {"width": 200, "changes": ["`c` moves from line 2 to line 1 of its stack"], "nodes": ["c"]}
              ]
            }

            """)
        let png = try Data(contentsOf: folder.appendingPathComponent("strip.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func lintExitsOneWithFindingsAndZeroWithout() throws {
        let folder = try CommandRunner.folder(with: ["bad.yaml": Self.overlapping, "tags.yaml": Self.tags])
        let bad = try CommandRunner.run(["lint", "bad.yaml", "--json"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stdout == """
            {
              "issues": [
                {"fixture": "bad.yaml", "variant": null, "node": "b", "kind": "overlap", "message": "overlap: `b` overlaps `a` by 10 pt", "amount": 10}
              ]
            }

            """)
        let clean = try CommandRunner.run(["lint", "tags.yaml"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.stdout == "0 findings in 1 fixture\n")
    }
}

extension InspectCommandTests {
    @Test func checkLintsWhenAskedAndFailsOnFindingsWithError() throws {
        let folder = try CommandRunner.folder(with: ["bad.yaml": Self.overlapping])
        #expect(try CommandRunner.run(["record", "bad.yaml"], in: folder).status == 0)
        let warned = try CommandRunner.run(["check", "bad.yaml", "--lint", "warn"], in: folder)
        #expect(warned.status == 0)
        #expect(warned.stdout == "LINT    bad.yaml: overlap: `b` overlaps `a` by 10 pt\n1 passed, 0 failed\n")
        let failed = try CommandRunner.run(["check", "bad.yaml", "--lint", "error"], in: folder)
        #expect(failed.status == 1)
        let silent = try CommandRunner.run(["check", "bad.yaml"], in: folder)
        #expect(silent.stdout == "1 passed, 0 failed\n")
        // The report shows the findings as warnings of the snapshot.
        #expect(try CommandRunner.run(["check", "bad.yaml", "--lint", "warn", "--report", "report"], in: folder).status == 0)
        let report = try String(contentsOf: folder.appendingPathComponent("report/report.json"), encoding: .utf8)
        #expect(report.contains("\"overlap: `b` overlaps `a` by 10 pt\""))
    }
}
