import Foundation
import LayoutshotInspect
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// Each lint kind on a fixture made to trigger it, and silence on the gallery's clean fixtures.
struct LayoutLinterTests {
    static func findings(_ yaml: String) throws -> [String] {
        let fixture = try FixtureLoader.decode(yaml, path: "lint.yaml")
        let renderer = try Renderer(for: fixture)
        let resolved = try renderer.resolve(fixture.scene)
        return LayoutLinter(text: renderer).findings(
            in: InspectedTree(resolved, scale: fixture.scale)
        ).map(
            \.description)
    }

    static let cases: [(String, String, [String])] = [
        (
            "overflow",
            """
            sizeRange: [100, 20]
            root: {type: stack, children: [{type: box, id: wide, color: red, preferredSize: [150, 20]}]}
            """, ["overflow: `wide` is drawn 50 pt beyond its parent's right edge"]
        ),
        (
            "truncated",
            """
            sizeRange: {min: [0, 0], max: [100, .inf]}
            root: {type: text, id: title, text: "A title far too long for one line", font: "DejaVu Sans 14", maximumNumberOfLines: 1}
            """, ["truncated: `title` is truncated to 1 line"]
        ),
        (
            "squeezed",
            """
            sizeRange: [100, 10]
            root:
              type: stack
              children:
                - {type: box, id: a, color: red, preferredSize: [80, 10], flexShrink: 1}
                - {type: box, id: b, color: blue, preferredSize: [80, 10], flexShrink: 1}
            """,
            [
                "squeezed: `a` is 30 pt narrower than its content (flexShrink 1)",
                "squeezed: `b` is 30 pt narrower than its content (flexShrink 1)",
            ]
        ),
        (
            "conflict",
            """
            sizeRange: {min: [0, 0], max: [300, 100]}
            root: {type: stack, id: row, maxWidth: 100, children: [{type: box, id: big, color: red, width: 150, height: 10}]}
            """,
            [
                "overflow: `big` is drawn 50 pt beyond its parent's right edge",
                "conflict: `big` is 150 pt wide in a parent at most 100 pt",
            ]
        ),
        (
            "invisible",
            """
            sizeRange: [100, 10]
            root: {type: stack, alignItems: start, children: [{type: box, id: dot, color: red, preferredSize: [0, 10]}]}
            """, ["invisible: `dot` draws nothing: it is 0 × 10 pt"]
        ),
        (
            "overlap",
            SampleFixtures.overlappingBoxes, ["overlap: `b` overlaps `a` by 10 pt"]
        ),
        (
            "missingGlyphs",
            """
            sizeRange: {min: [0, 0], max: [300, 100]}
            root: {type: text, id: greeting, text: "हिन्दी ok"}
            """,
            [
                "missingGlyphs: `greeting` has characters no font draws, drawn as boxes: U+0939 (ह), U+093F (ि), "
                    + "U+0928 (न), U+094D (्), U+0926 (द) and 1 more; add a font that has them (`fonts:` or --fonts)"
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func everyKindIsFound(_ index: Int) throws {
        let (kind, yaml, expected) = Self.cases[index]
        #expect(try Self.findings(yaml) == expected, "\(kind)")
    }

    /// The short form under each finding: the steps of its node's explanation that decided it,
    /// chosen by kind and numbered as `layoutshot explain` numbers them.
    static let explained: [(String, [String])] = [
        (
            "squeezed",
            [
                "squeezed: `a` is 30 pt narrower than its content (flexShrink 1)",
                "    4. The items and spacing of `a`'s line take 160, 60 past the stack's max width 100, shared by flexShrink "
                    + "weighted by base size: `a` 80 × 1 and `b` 80 × 1 (160 in all). `a` gives up 60 × 80 / 160 = 30: 80 "
                    + "becomes 50, and it is measured again at exactly 50 wide.",
                "    8. `a` is a display node, which takes its range's max when both axes are bounded: 50 × 10.",
            ]
        ),
        (
            "truncated",
            [
                "truncated: `title` is truncated to 1 line",
                "    3. `title`'s text, laid out at width 100 (its range's max), takes 1 line: 100 × 16.2969; it is truncated "
                    + "(tail) because its maximumNumberOfLines 1 stops it.",
            ]
        ),
        (
            "overflow",
            [
                "overflow: `wide` is drawn 50 pt beyond its parent's right edge",
                "    4. The items and spacing of `wide`'s line take 150, 50 past the stack's max width 100, but no item of the "
                    + "line has a flexShrink: nothing shrinks and the line overflows.",
                "    8. `wide` is a display node, which takes its range's max when both axes are bounded: 150 × 20.",
                "    9. `stack` at root places `wide` along its line (justifyContent start, no free space): x = 0; across it "
                    + "(alignItems stretch), at the line's start, y = 0.",
            ]
        ),
    ]

    @Test(arguments: explained.indices)
    func findingsCarryTheStepsThatDecidedThem(_ index: Int) throws {
        let (kind, expected) = Self.explained[index]
        let yaml = try #require(Self.cases.first { $0.0 == kind }?.1)
        let fixture = try FixtureLoader.decode(yaml, path: "lint.yaml")
        let renderer = try Renderer(for: fixture)
        let resolved = try renderer.resolve(fixture.scene)
        let finding = try #require(
            LayoutLinter(text: renderer).findings(in: InspectedTree(resolved, scale: fixture.scale))
                .first
        )
        .explained(in: fixture.scene, by: renderer)
        #expect([finding.description] + finding.shortExplanation() == expected, "\(kind)")
        // The full explanation is the one `explain` gives, and the numbers point into it.
        let explanation = try renderer.explanation(of: finding.nodeKey, in: fixture.scene)
        #expect(finding.explanation == explanation)
        #expect(
            finding.decidingStepNumbers.allSatisfy { explanation.steps.indices.contains($0 - 1) })
    }

    @Test func aFindingWithoutItsExplanationShowsNoSteps() throws {
        let fixture = try FixtureLoader.decode(Self.cases[0].1, path: "lint.yaml")
        let renderer = try Renderer(for: fixture)
        let resolved = try renderer.resolve(fixture.scene)
        let finding = try #require(
            LayoutLinter(text: renderer).findings(in: InspectedTree(resolved, scale: fixture.scale))
                .first)
        #expect(
            finding.explanation == nil && finding.decidingStepNumbers.isEmpty
                && finding.shortExplanation().isEmpty)
        #expect(finding.path == "root.children[0]")
    }

    static let gallery = PackageFolder.root.appendingPathComponent("Snapshots")

    @Test(arguments: [
        "absolute-badges", "baseline-row", "header-with-justified-text", "image-content-modes",
        "justify-content-gallery", "markup-text", "non-latin-text", "photo-with-inset-text-overlay",
        "photo-with-outset-icon", "relative-corners", "simple-inset-text-cell",
        "top-and-bottom-separators",
        "wrapping-tags",
    ])
    func theGallerysCleanFixturesAreSilent(_ name: String) throws {
        let fixture = try FixtureLoader.load(
            path: Self.gallery.appendingPathComponent(name + ".yaml").path)
        let renderer = try Renderer(for: fixture)
        let resolved = try renderer.resolve(fixture.scene)
        #expect(
            LayoutLinter(text: renderer).findings(in: InspectedTree(resolved, scale: fixture.scale))
                .isEmpty)
    }
}
