import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot explain`, run as a user runs it: the steps, the JSON, exit codes.
struct ExplainCommandTests {
    static let fixture = """
        sizeRange: [300, 44]
        scale: 2
        root:
          type: stack
          children:
            - {type: box, id: grows, flexGrow: 1, maxWidth: 50}
            - {type: box, id: fixed, preferredSize: [125, 44]}
        """

    @Test func printsOneNumberedStepALine() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(["explain", "row.yaml", "grows"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "`grows` (root.children[0]): (0, 0) 175 × 44")
        #expect(lines.count == 10)
        #expect(
            lines[7]
                == "7. `grows`'s style: maxWidth 50, so its own range is 0…50 × 0…∞. Texture intersects it with the "
                + "range handed down, 175 × 44: 175 × 44. On the width the two do not meet, and the exact width 175 handed "
                + "down wins over its own maxWidth 50, as in Texture: it is 175, not 50.")
    }

    /// The JSON's frame is the one `layout --json --absolute` gives the node.
    @Test func printsJSONWithTheAbsoluteFrame() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(
            ["explain", "row.yaml", "root.children[1]", "--json"], in: folder)
        #expect(result.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["node"] as? String == "`fixed`")
        #expect(document["frame"] as? [Double] == [175, 0, 125, 44])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.first?["rule"] as? String == "root.range")
        #expect(
            steps.first?["range"] as? [String: [Double]] == ["min": [300, 44], "max": [300, 44]])
        #expect(steps.last?["offset"] as? [Double] == [175, 0])

        let layout = try CommandRunner.run(
            ["layout", "row.yaml", "--json", "--absolute"], in: folder)
        #expect(layout.stdout.contains("\"id\": \"fixed\",\n        \"frame\": [175, 0, 125, 44]"))
    }

    /// The whole document, byte for byte: one member a line, one step a line, an unbounded
    /// maximum as "inf", numbers with at most 4 decimals, the size ceiled to the pixel grid.
    @Test func printsTheJSONDocumentByteForByte() throws {
        let folder = try CommandRunner.folder(with: [
            "tiny.yaml": """
            sizeRange: {min: [0, 0], max: [100.5, .inf]}
            root: {type: box, id: tile, color: red, preferredSize: [33.33333, 20]}
            """
        ])
        let result = try CommandRunner.run(["explain", "tiny.yaml", "tile", "--json"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {
                  "node": "`tile`",
                  "path": "root",
                  "frame": [0, 0, 34, 20],
                  "steps": [
                    {"by": "`tile`", "rule": "root.range", "says": "`tile` is laid out in 0…100.5 × 0…∞; percentages resolve against 100.5 × undefined.", "range": {"min": [0, 0], "max": [100.5, "inf"]}},
                    {"by": "`tile`", "rule": "style", "says": "`tile`'s style: width 33.3333 and height 20, so its own range is 33.3333 × 20. Texture intersects it with the range handed down, 0…100.5 × 0…∞: 33.3333 × 20.", "from": {"min": [0, 0], "max": [100.5, "inf"]}, "range": {"min": [33.3333, 20], "max": [33.3333, 20]}, "height": 20, "width": 33.3333},
                    {"by": "`tile`", "rule": "box.size", "says": "`tile` is a display node, which takes its range's max when both axes are bounded: 33.3333 × 20.", "size": [33.3333, 20]},
                    {"by": "`tile`", "rule": "pixelGrid.size", "says": "`tile`'s 33.3333 × 20 is ceiled to the pixel grid at scale 1, as ASLayout stores sizes: 34 × 20.", "size": [34, 20]}
                  ]
                }

                """)
    }

    @Test func aWidthLaysTheFixtureOutAtThatWidth() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(
            ["explain", "row.yaml", "grows", "--width", "200"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("`grows` (root.children[0]): (0, 0) 75 × 44\n"))
    }

    @Test func anUnknownNodeExits2ListingCloseIDs() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(["explain", "row.yaml", "grow"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: row.yaml: no node 'grow' in the layout; close ids: grows. Give an id or a node "
                + "path such as root.children[0] (layoutshot layout prints them)\n")
    }

    @Test func aVariantTheFixtureDoesNotHaveExits2() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(
            ["explain", "row.yaml", "grows", "--variant", "w320"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "error: row.yaml has no variants; --variant w320 names none\n")
    }

    @Test func aMissingNodeOrABadWidthIsAUsageError() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        #expect(try CommandRunner.run(["explain", "row.yaml"], in: folder).status == 64)
        #expect(
            try CommandRunner.run(["explain", "row.yaml", "grows", "--width", "-1"], in: folder)
                .status == 64)
    }

    /// A gallery fixture with variants, explained in one of them.
    @Test func explainsAVariantOfTheGallery() throws {
        let fixture = PackageFolder.root.appendingPathComponent("Snapshots/variants-card.yaml").path
        let result = try CommandRunner.run([
            "explain", fixture, "title", "--variant", "w320-accessibilityExtraLarge-dark",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("percentages resolve against 320 × undefined."))
    }
}
