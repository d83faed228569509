import LayoutshotTestSupport
import Testing

/// `lint --json`, byte for byte: the report `LintReport` writes through `JSONOutputEncoder`.
struct LintReportTests {
    /// A red box with no width: one `invisible` finding.
    static let flat = """
        sizeRange: {min: [0, 0], max: [100.5, .inf]}
        root: {type: box, id: tile, color: red, preferredSize: [0, 12.5]}
        """

    /// A box of a fractional width, ceiled to the pixel grid: no finding.
    static let tiny = """
        sizeRange: {min: [0, 0], max: [100.5, .inf]}
        root: {type: box, id: tile, color: red, preferredSize: [33.33333, 20]}
        """

    /// One issue a line, its explanation one member a line and one step a line inside it;
    /// an unbounded maximum as "inf", numbers with at most 4 decimals.
    @Test func printsEachIssueOnItsLineWithItsExplanation() throws {
        let folder = try CommandRunner.folder(with: [
            "flat.yaml": Self.flat, "tiny.yaml": Self.tiny,
        ])
        let result = try CommandRunner.run(
            ["lint", "flat.yaml", "tiny.yaml", "--json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "issues": [
                    {"fixture": "flat.yaml", "variant": null, "node": "tile", "kind": "invisible", "message": "invisible: `tile` draws nothing: it is 0 × 13 pt", "amount": 0, "decidingSteps": [3], "explanation": {
                      "node": "`tile`",
                      "path": "root",
                      "frame": [0, 0, 0, 13],
                      "steps": [
                        {"by": "`tile`", "rule": "root.range", "says": "`tile` is laid out in 0…100.5 × 0…∞; percentages resolve against 100.5 × undefined.", "range": {"min": [0, 0], "max": [100.5, "inf"]}},
                        {"by": "`tile`", "rule": "style", "says": "`tile`'s style: width 0 and height 12.5, so its own range is 0 × 12.5. Texture intersects it with the range handed down, 0…100.5 × 0…∞: 0 × 12.5.", "from": {"min": [0, 0], "max": [100.5, "inf"]}, "range": {"min": [0, 12.5], "max": [0, 12.5]}, "height": 12.5, "width": 0},
                        {"by": "`tile`", "rule": "box.size", "says": "`tile` is a display node, which takes its range's max when both axes are bounded: 0 × 12.5.", "size": [0, 12.5]},
                        {"by": "`tile`", "rule": "pixelGrid.size", "says": "`tile`'s 0 × 12.5 is ceiled to the pixel grid at scale 1, as ASLayout stores sizes: 0 × 13.", "size": [0, 13]}
                      ]
                    }}
                  ]
                }

                """)
    }

    @Test func printsAnEmptyListWithoutFindings() throws {
        let folder = try CommandRunner.folder(with: ["tiny.yaml": Self.tiny])
        let result = try CommandRunner.run(["lint", "tiny.yaml", "--json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "{\n  \"issues\": []\n}\n")
    }
}
