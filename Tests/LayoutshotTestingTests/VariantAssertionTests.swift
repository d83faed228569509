import AsyncDisplayKit
import Foundation
import LayoutshotTesting
import Testing

/// `assertLayoutSnapshot(…, variants:)`: one reference per variant, named after it, for DSL
/// layouts, fixtures (their own `variants:` by default) and Texture nodes.
struct VariantAssertionTests {
    @Test func aDSLLayoutAtTwoWidthsAndAContentSize() throws {
        let folder = SnapshotFolder.make()
        let row = Stack(.horizontal, spacing: 4) { Text("Hello", font: "DejaVu Sans 14").id("greeting") }
        let variants = [FixtureVariant(width: 320), FixtureVariant(width: 414, contentSize: .accessibilityExtraLarge)]
        withKnownIssue {
            assertLayoutSnapshot(
                of: row, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)), variants: variants,
                named: "row", record: .missing, snapshotDirectory: folder)
        }
        #expect(
            SnapshotFolder.files(in: folder) == [
                "aDSLLayoutAtTwoWidthsAndAContentSize.row@w320.layout.json",
                "aDSLLayoutAtTwoWidthsAndAContentSize.row@w320.png",
                "aDSLLayoutAtTwoWidthsAndAContentSize.row@w414-accessibilityExtraLarge.layout.json",
                "aDSLLayoutAtTwoWidthsAndAContentSize.row@w414-accessibilityExtraLarge.png",
            ])
        // The large text is larger: its sidecar's text is taller than at the default size.
        func height(_ name: String) throws -> Double {
            let json = try String(
                contentsOfFile: folder + "/aDSLLayoutAtTwoWidthsAndAContentSize.row@\(name).layout.json",
                encoding: .utf8)
            let size = try #require(json.firstMatch(of: /"size" *: *\[ *[0-9.]+ *, *([0-9.]+)/))
            return try #require(Double(size.1))
        }
        #expect(try height("w414-accessibilityExtraLarge") > 2 * height("w320"))
        assertLayoutSnapshot(
            of: row, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)), variants: variants,
            named: "row", record: .never, snapshotDirectory: folder)
    }

    @Test func aFixtureTakesItsOwnVariants() throws {
        let folder = SnapshotFolder.make()
        let fixture = URL(fileURLWithPath: folder + "/card.yaml")
        try """
        sizeRange: [100, 20]
        variants: {appearance: [light, dark]}
        root: {type: box, color: {light: "#FFFFFF", dark: "#000000"}}
        """.write(to: fixture, atomically: true, encoding: .utf8)
        let references = folder + "/refs"
        withKnownIssue {
            assertLayoutSnapshot(of: fixture, named: "card", record: .missing, snapshotDirectory: references)
        }
        #expect(
            SnapshotFolder.files(in: references) == [
                "aFixtureTakesItsOwnVariants.card@dark.layout.json", "aFixtureTakesItsOwnVariants.card@dark.png",
                "aFixtureTakesItsOwnVariants.card@light.layout.json", "aFixtureTakesItsOwnVariants.card@light.png",
            ])
        assertLayoutSnapshot(of: fixture, named: "card", record: .never, snapshotDirectory: references)
    }

    @Test func aNodeTakesWidthsButNotAppearances() {
        let node = ASDisplayNode()
        node.backgroundColor = .red
        withKnownIssue {
            assertLayoutSnapshot(
                of: node, variants: [FixtureVariant(width: 320, appearance: .dark)], named: "node",
                record: .missing, snapshotDirectory: SnapshotFolder.make())
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("The variant w320-dark changes the appearance") ?? false
        }
    }
}
