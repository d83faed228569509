import AsyncDisplayKit
import Foundation
import LayoutshotTestSupport
import LayoutshotTesting
import Testing

/// `assertLayoutSnapshot(…, variants:)`: one reference per variant, named after it, for DSL
/// layouts, fixtures (their own `variants:` by default) and Texture nodes.
struct VariantAssertionTests {
    @Test func aDSLLayoutAtTwoWidthsAndAContentSize() throws {
        let folder = SnapshotFolder.make()
        let row = Stack(.horizontal, spacing: 4) {
            Text("Hello", font: "DejaVu Sans 14").id("greeting")
        }
        let variants = [
            FixtureVariant(width: 320),
            FixtureVariant(width: 414, contentSize: .accessibilityExtraLarge),
        ]
        withKnownIssue {
            assertLayoutSnapshot(
                of: row, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)),
                variants: variants,
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
                contentsOfFile: folder
                    + "/aDSLLayoutAtTwoWidthsAndAContentSize.row@\(name).layout.json",
                encoding: .utf8)
            let size = try #require(json.firstMatch(of: /"size" *: *\[ *[0-9.]+ *, *([0-9.]+)/))
            return try #require(Double(size.1))
        }
        #expect(try height("w414-accessibilityExtraLarge") > 2 * height("w320"))
        assertLayoutSnapshot(
            of: row, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)),
            variants: variants,
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
            assertLayoutSnapshot(
                of: fixture, named: "card", record: .missing, snapshotDirectory: references)
        }
        #expect(
            SnapshotFolder.files(in: references) == [
                "aFixtureTakesItsOwnVariants.card@dark.layout.json",
                "aFixtureTakesItsOwnVariants.card@dark.png",
                "aFixtureTakesItsOwnVariants.card@light.layout.json",
                "aFixtureTakesItsOwnVariants.card@light.png",
            ])
        assertLayoutSnapshot(
            of: fixture, named: "card", record: .never, snapshotDirectory: references)
    }

    @Test func aNodeTakesWidthsButNotContentSizes() {
        let node = ASDisplayNode()
        node.backgroundColor = .red
        withKnownIssue {
            assertLayoutSnapshot(
                of: node,
                variants: [FixtureVariant(width: 320, contentSize: .accessibilityExtraLarge)],
                named: "node",
                record: .missing, snapshotDirectory: SnapshotFolder.make())
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "The variant w320-accessibilityExtraLarge changes the content size") ?? false
        }
    }

    /// A grouped cell as apps write it: semantic colours, read when the node is drawn.
    final class GroupedCellNode: ASDisplayNode {
        let titleBar = ASDisplayNode()

        override init() {
            super.init()
            backgroundColor = .secondarySystemGroupedBackground
            titleBar.style.preferredSize = CGSize(width: 20, height: 4)
            titleBar.backgroundColor = .label
            style.preferredSize = CGSize(width: 40, height: 20)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10), child: titleBar)
        }

        override func layout() {
            super.layout()
            borderColor = UIColor.separator.cgColor
            borderWidth = 1
        }
    }

    @Test func aNodesDynamicColoursFollowTheAppearanceVariant() throws {
        let folder = SnapshotFolder.make()
        let variants = [FixtureVariant(appearance: .light), FixtureVariant(appearance: .dark)]
        withKnownIssue {
            assertLayoutSnapshot(
                of: GroupedCellNode(), in: ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)),
                scale: 1,
                variants: variants, named: "cell", record: .missing, snapshotDirectory: folder)
        }
        let light = try PNGTestImage(
            contentsOfFile: folder
                + "/aNodesDynamicColoursFollowTheAppearanceVariant.cell@light.png")
        let dark = try PNGTestImage(
            contentsOfFile: folder + "/aNodesDynamicColoursFollowTheAppearanceVariant.cell@dark.png"
        )
        // The background (white, #1C1C1E), the bar (black, white), the border set in layout()
        // (#3C3C43 at 29 % over white; #545458 at 60 % over #1C1C1E).
        #expect(Array(light.pixel(x: 3, y: 3)) == [255, 255, 255, 255])
        #expect(Array(dark.pixel(x: 3, y: 3)) == [0x1C, 0x1C, 0x1E, 255])
        #expect(Array(light.pixel(x: 15, y: 10)) == [0, 0, 0, 255])
        #expect(Array(dark.pixel(x: 15, y: 10)) == [255, 255, 255, 255])
        #expect(Array(light.pixel(x: 0, y: 10)) == [198, 198, 200, 255])
        #expect(Array(dark.pixel(x: 0, y: 10)) == [61, 61, 65, 255])
        assertLayoutSnapshot(
            of: GroupedCellNode(), in: ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)),
            scale: 1,
            variants: variants, named: "cell", record: .never, snapshotDirectory: folder)
    }
}
