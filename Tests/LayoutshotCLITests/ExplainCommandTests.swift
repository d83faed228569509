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
        let result = try CommandRunner.run(["explain", "row.yaml", "root.children[1]", "--json"], in: folder)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["node"] as? String == "`fixed`")
        #expect(document["frame"] as? [Double] == [175, 0, 125, 44])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.first?["rule"] as? String == "root.range")
        #expect(steps.first?["range"] as? [String: [Double]] == ["min": [300, 44], "max": [300, 44]])
        #expect(steps.last?["offset"] as? [Double] == [175, 0])

        let layout = try CommandRunner.run(["layout", "row.yaml", "--json", "--absolute"], in: folder)
        #expect(layout.stdout.contains("\"id\": \"fixed\",\n        \"frame\": [175, 0, 125, 44]"))
    }

    @Test func aWidthLaysTheFixtureOutAtThatWidth() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(["explain", "row.yaml", "grows", "--width", "200"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("`grows` (root.children[0]): (0, 0) 75 × 44\n"))
    }

    @Test func anUnknownNodeExits2ListingCloseIDs() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(["explain", "row.yaml", "grow"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == "error: row.yaml: no node 'grow' in the layout; close ids: grows. Give an id or a node "
                + "path such as root.children[0] (layoutshot layout prints them)\n")
    }

    @Test func aVariantTheFixtureDoesNotHaveExits2() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        let result = try CommandRunner.run(["explain", "row.yaml", "grows", "--variant", "w320"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "error: row.yaml has no variants; --variant w320 names none\n")
    }

    @Test func aMissingNodeOrABadWidthIsAUsageError() throws {
        let folder = try CommandRunner.folder(with: ["row.yaml": Self.fixture])
        #expect(try CommandRunner.run(["explain", "row.yaml"], in: folder).status == 64)
        #expect(try CommandRunner.run(["explain", "row.yaml", "grows", "--width", "-1"], in: folder).status == 64)
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
