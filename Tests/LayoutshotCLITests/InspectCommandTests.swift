import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot sweep` and `layoutshot lint`, run as a user runs them.
struct InspectCommandTests {
    static let tags = SampleFixtures.wrappingTags
    static let overlapping = SampleFixtures.overlappingBoxes

    @Test func sweepPrintsBreakpointsAsJSONAndDrawsAFilmstrip() throws {
        let folder = try CommandRunner.folder(with: ["tags.yaml": Self.tags])
        let result = try CommandRunner.run(
            ["sweep", "tags.yaml", "--from", "120", "--to", "220", "--json", "-o", "strip.png"],
            in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
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
        let folder = try CommandRunner.folder(with: [
            "bad.yaml": Self.overlapping, "tags.yaml": Self.tags,
        ])
        let bad = try CommandRunner.run(["lint", "bad.yaml", "--json"], in: folder)
        #expect(bad.status == 1)
        // The keys lint always printed, then the steps the text output shows and the whole
        // explanation of the node, exactly as `explain --json` prints it, indented into the issue.
        let first =
            "    {\"fixture\": \"bad.yaml\", \"variant\": null, \"node\": \"b\", \"kind\": \"overlap\", "
            + "\"message\": \"overlap: `b` overlaps `a` by 10 pt\", \"amount\": 10, \"decidingSteps\": [8, 9], \"explanation\": {"
        let explained = try CommandRunner.run(
            ["explain", "bad.yaml", "root.children[1]", "--json"], in: folder)
        let embedded = explained.stdout.dropLast().replacingOccurrences(of: "\n", with: "\n    ")
        #expect(
            bad.stdout
                == "{\n  \"issues\": [\n    {\"fixture\": \"bad.yaml\", \"variant\": null, \"node\": \"b\", "
                + "\"kind\": \"overlap\", \"message\": \"overlap: `b` overlaps `a` by 10 pt\", \"amount\": 10, "
                + "\"decidingSteps\": [8, 9], \"explanation\": " + embedded + "}\n  ]\n}\n")
        #expect(bad.stdout.split(separator: "\n")[2] == first)
        let document =
            try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any]
        let issue = try #require((document?["issues"] as? [[String: Any]])?.first)
        let steps = try #require(
            (issue["explanation"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.count == 9 && steps[8]["rule"] as? String == "stack.position")
        let clean = try CommandRunner.run(["lint", "tags.yaml"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.stdout == "0 findings in 1 fixture\n")
    }
}

extension InspectCommandTests {
    /// Under each finding, the steps of its node's explanation that decided it: for an overflow
    /// the stack's flex step, the size and the place; for a squeeze the shrink and the size; for
    /// a truncation the text step, with its lines and the cause.
    @Test func lintPrintsTheStepsThatDecidedEachFinding() throws {
        let folder = try CommandRunner.folder(with: [
            "overflow.yaml": """
            sizeRange: [100, 20]
            root: {type: stack, children: [{type: box, id: wide, color: red, preferredSize: [150, 20]}]}
            """,
            "squeezed.yaml": """
            sizeRange: [100, 10]
            root:
              type: stack
              children:
                - {type: box, id: a, color: red, preferredSize: [80, 10], flexShrink: 1}
                - {type: box, id: b, color: blue, preferredSize: [40, 10]}
            """,
            "truncated.yaml": """
            sizeRange: {min: [0, 0], max: [100, .inf]}
            root: {type: text, id: title, text: "A title far too long for one line", font: "DejaVu Sans 14", maximumNumberOfLines: 1}
            """,
        ])
        let result = try CommandRunner.run(
            ["lint", "overflow.yaml", "squeezed.yaml", "truncated.yaml"], in: folder)
        #expect(result.status == 1)
        let lines: [String] = [
            "overflow.yaml: overflow: `wide` is drawn 50 pt beyond its parent's right edge",
            "    4. The items and spacing of `wide`'s line take 150, 50 past the stack's max width 100, but no item of the "
                + "line has a flexShrink: nothing shrinks and the line overflows.",
            "    8. `wide` is a display node, which takes its range's max when both axes are bounded: 150 × 20.",
            "    9. `stack` at root places `wide` along its line (justifyContent start, no free space): x = 0; across it "
                + "(alignItems stretch), at the line's start, y = 0.",
            "squeezed.yaml: squeezed: `a` is 20 pt narrower than its content (flexShrink 1)",
            "    4. The items and spacing of `a`'s line take 120, 20 past the stack's max width 100, shared by flexShrink "
                + "weighted by base size: `a` 80 × 1 (80 in all). `a` gives up 20 × 80 / 80 = 20: 80 becomes 60, and it "
                + "is measured again at exactly 60 wide.",
            "    8. `a` is a display node, which takes its range's max when both axes are bounded: 60 × 10.",
            "truncated.yaml: truncated: `title` is truncated to 1 line",
            "    3. `title`'s text, laid out at width 100 (its range's max), takes 1 line: 100 × 16.2969; it is truncated "
                + "(tail) because its maximumNumberOfLines 1 stops it.",
            "3 findings in 3 fixtures",
        ]
        #expect(result.stdout == lines.joined(separator: "\n") + "\n")
    }

    @Test func checkLintsWhenAskedAndFailsOnFindingsWithError() throws {
        let folder = try CommandRunner.folder(with: ["bad.yaml": Self.overlapping])
        #expect(try CommandRunner.run(["record", "bad.yaml"], in: folder).status == 0)
        let warned = try CommandRunner.run(["check", "bad.yaml", "--lint", "warn"], in: folder)
        #expect(warned.status == 0)
        // Each finding with the steps that decided it, as `lint` prints them, numbered as `explain` numbers them.
        #expect(
            warned.stdout
                == [
                    "LINT    bad.yaml: overlap: `b` overlaps `a` by 10 pt",
                    "        8. `b` is a display node, which takes its range's max when both axes are bounded: 30 × 10.",
                    "        9. `stack` at root places `b` along its line (justifyContent start, 50 free): x = 0 + 20 (the 1 item "
                        + "before it with spacing -10 after each: `a` 30) = 20; across it (alignItems stretch), at the line's "
                        + "start, y = 0.",
                    "1 passed, 0 failed", "",
                ].joined(separator: "\n"))
        let failed = try CommandRunner.run(["check", "bad.yaml", "--lint", "error"], in: folder)
        #expect(failed.status == 1)
        let silent = try CommandRunner.run(["check", "bad.yaml"], in: folder)
        #expect(silent.stdout == "1 passed, 0 failed\n")
        // The report shows the findings as warnings of the snapshot.
        #expect(
            try CommandRunner.run(
                ["check", "bad.yaml", "--lint", "warn", "--report", "report"], in: folder
            ).status == 0
        )
        let report = try String(
            contentsOf: folder.appendingPathComponent("report/report.json"), encoding: .utf8)
        #expect(report.contains("\"overlap: `b` overlaps `a` by 10 pt\""))
    }
}
