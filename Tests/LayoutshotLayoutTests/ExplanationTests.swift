import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Hand-made cases, one per rule, whose sentences and numbers are checked exactly.
struct ExplanationTests {
    static let row = Stack(.horizontal) {
        Box(.red).flexGrow(1).maxWidth(50).id("grows")
        Box(.blue).preferredSize(125, 44)
    }

    /// A `flexGrow: 1, maxWidth: 50` box in a 300-pt row of two is 175 wide: the stack's exact
    /// range wins over the item's own maxWidth.
    @Test func theStacksExactWidthWinsOverMaxWidth() throws {
        let explanation = try Self.row.explanation(
            of: "grows", in: SizeRange(exactly: Size(300, 44)))
        #expect(explanation.frame == Rect(0, 0, 175, 44))
        #expect(
            explanation.description == """
                `grows` (root.children[0]): (0, 0) 175 × 44
                1. `stack` at root is laid out in 300 × 44; percentages resolve against 300 × 44.
                2. `stack` at root has no size of its own: its range stays 300 × 44.
                3. `stack` at root measures `grows` with an unbounded width, in 0…∞ × 44: it is 50 × 44, so its base width is 50.
                4. The items and spacing of `grows`'s line take 175 of the stack's min width 300: 125 free, shared by flexGrow `grows` 1 (1 in all). `grows` gets floor(125 × 1 / 1) = 125: 50 becomes 175, and it is measured again at exactly 175 wide.
                5. `stack` at root's alignItems stretch: `grows`'s line is 44 high (the stack's fixed height) and `grows` already fills it, so it is not measured again.
                6. So `stack` at root last measured `grows` after flexing, in 175 × 44: the range it is laid out in.
                7. `grows`'s style: maxWidth 50, so its own range is 0…50 × 0…∞. Texture intersects it with the range handed down, 175 × 44: 175 × 44. On the width the two do not meet, and the exact width 175 handed down wins over its own maxWidth 50, as in Texture: it is 175, not 50.
                8. `grows` is a display node, which takes its range's max when both axes are bounded: 175 × 44.
                9. `stack` at root places `grows` along its line (justifyContent start, no free space): x = 0; across it (alignItems stretch), at the line's start, y = 0.

                """)
        let grow = try #require(explanation.steps.first { $0.rule == .stackGrow })
        #expect(
            grow.values == [
                .sum: 175, .freeSpace: 125, .flexGrow: 1, .flexGrowSum: 1, .share: 125,
                .flexed: 175,
            ])
        let style = try #require(
            explanation.steps.first { $0.rule == .style && $0.by == "`grows`" })
        #expect(style.from == SizeRange(exactly: Size(175, 44)))
        #expect(style.range == SizeRange(exactly: Size(175, 44)))
        #expect(style.values == [.maxWidth: 50])
    }

    /// A minWidth above the range handed down loses to it as a maxWidth below it does, in the
    /// same sentence with the min's numbers.
    @Test func theRangeHandedDownWinsOverMinWidth() throws {
        let explanation = try Box(.red).minWidth(200).id("wide").explanation(
            of: "wide", in: SizeRange(exactly: Size(100, 44)))
        #expect(explanation.frame == Rect(0, 0, 100, 44))
        let style = try #require(explanation.steps.first { $0.rule == .style })
        #expect(
            style.says.hasSuffix(
                "On the width the two do not meet, and the exact width 100 handed down wins over "
                    + "its own minWidth 200, as in Texture: it is 100, not 200."))
    }

    /// Shrinking is weighted by base size: between flexShrink 1 and 2, the second item's share
    /// is its base times its factor over the line's sum of both.
    @Test func shrinkIsSharedByBaseSizeTimesFactor() throws {
        let stack = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(100, 10).flexShrink(1).id("a")
            Box().preferredSize(60, 10).flexShrink(2).id("b")
        }
        let explanation = try stack.explanation(
            of: "b", in: SizeRange(exactly: Size(100, 10)),
            environment: LayoutEnvironment(scale: 2))
        #expect(explanation.frame == Rect(73, 0, 27.5, 10))
        let shrink = try #require(explanation.steps.first { $0.rule == .stackShrink })
        #expect(shrink.by == "`stack` at root")
        #expect(
            shrink.says
                == "The items and spacing of `b`'s line take 160, 60 past the stack's max width 100, shared by "
                + "flexShrink weighted by base size: `a` 100 × 1 and `b` 60 × 2 (220 in all). `b` gives up 60 × 120 / 220 = "
                + "32.7273: 60 becomes 27.2727, and it is measured again at exactly 27.2727 wide.")
        #expect(
            shrink.values.mapValues(formatPoints) == [
                .sum: "160", .freeSpace: "-60", .flexShrink: "2", .flexShrinkSum: "3",
                .weight: "120",
                .weightSum: "220",
                .share: "-32.7273", .flexed: "27.2727",
            ])
        let grid = try #require(explanation.steps.first { $0.rule == .pixelGridSize })
        #expect(
            grid.says
                == "`b`'s 27.2727 × 10 is ceiled to the pixel grid at scale 2, as ASLayout stores sizes: 27.5 × 10."
        )
        #expect(grid.size == Size(27.5, 10))
        let position = try #require(explanation.steps.last)
        #expect(position.rule == .stackPosition)
        #expect(
            position.says
                == "`stack` at root places `b` along its line (justifyContent start, no free space): "
                + "x = 0 + 73 (the 1 item before it: `a` 73) = 73; across it (alignItems start), at the line's start, y = 0."
        )
        #expect(position.offset == Point(73, 0))
    }

    /// A percentage of the parent is shown resolved, against the range the inset hands down.
    @Test func aPercentageIsShownResolvedAgainstTheParent() throws {
        let tree = Inset(.all(12)) {
            Stack(.vertical, alignItems: .center) {
                Box().width(.fraction(0.5)).height(20).id("half")
            }
        }
        let explanation = try tree.explanation(
            of: "half", in: SizeRange(min: Size(320, 0), max: Size(320, .infinity)))
        #expect(explanation.frame == Rect(86, 12, 148, 20))
        let inset = try #require(explanation.steps.first { $0.rule == .insetRange })
        #expect(
            inset.says
                == "`inset` at root subtracts its insets, left 12 + right 12 from the width and top 12 + "
                + "bottom 12 from the height: it hands `stack` at root.child 320 × 0…∞ less its insets, 296 × 0…∞."
        )
        #expect(inset.range == SizeRange(min: Size(296, 0), max: Size(296, .infinity)))
        let style = try #require(explanation.steps.first { $0.rule == .style && $0.by == "`half`" })
        #expect(
            style.says
                == "`half`'s style: width 50% of 296 = 148 and height 20, so its own range is 148 × 20. "
                + "Texture intersects it with the range handed down, 0…296 × 0…∞: 148 × 20.")
        #expect(style.values == [.width: 148, .height: 20])
        #expect(explanation.steps.compactMap(\.offset) == [Point(12, 12), Point(74, 0)])
    }

    /// In a baseline row an item sits where its first baseline meets the line's.
    @Test func aBaselineRowAlignsFirstBaselines() throws {
        let row = Stack(.horizontal, spacing: 4, alignItems: .baselineFirst) {
            Box().preferredSize(40, 40).style { $0.ascender = 30 }.id("icon")
            Text("small").id("label")
        }
        let explanation = try row.explanation(
            of: "label", in: SizeRange(min: .zero, max: Size(300, .infinity)),
            environment: LayoutEnvironment(scale: 2, textMeasurer: FixedTextMeasurer()))
        #expect(explanation.frame == Rect(44, 14, 50, 20))
        let position = try #require(explanation.steps.last)
        #expect(
            position.says
                == "`stack` at root places `label` along its line (justifyContent start, no free space): "
                + "x = 0 + 44 (the 1 item before it with spacing 4 after each: `icon` 40) = 44; across it (alignItems "
                + "baselineFirst), its first baseline, 16 from its top, on the line's baseline 30 (the largest among the "
                + "line's baseline-aligned items): y = 30 − 16 = 14.")
        #expect(position.values == [.justifyOffset: 0, .lineStart: 0, .crossOffset: 14])
    }

    /// A wrapped item says why it starts a new line, and where that line starts.
    @Test func aWrappedItemStartsItsLine() throws {
        let wrap = Stack(.horizontal, spacing: 8, flexWrap: .wrap, lineSpacing: 4) {
            Box().preferredSize(120, 20).id("one")
            Box().preferredSize(120, 20).id("two")
            Box().preferredSize(120, 20).id("three")
        }
        let explanation = try wrap.explanation(
            of: "three", in: SizeRange(min: .zero, max: Size(300, .infinity)))
        #expect(explanation.frame == Rect(0, 24, 120, 20))
        let line = try #require(explanation.steps.first { $0.rule == .stackLine })
        #expect(
            line.says
                == "With flexWrap, `three` is on line 2 of 2: line 1 takes 248, and spacing 8 plus its 120 "
                + "would pass the stack's max width 300.")
        #expect(line.values == [.line: 2, .lines: 2])
        #expect(
            explanation.steps.last?.says
                == "`stack` at root places `three` along its line (justifyContent start, "
                + "no free space): x = 0; across it (alignItems stretch), at the line's start, y = 0, in line 2 of 2, which "
                + "starts at y = 24 (alignContent start's offset 0, then 1 line 20 high in all and lineSpacing 4 after each): "
                + "y = 24 + 0 = 24.")
    }

    /// A truncated text gives its lines and why it is cut.
    @Test func aTruncatedTextSaysItsLinesAndTheirLimit() throws {
        let column = Stack(.vertical) {
            Text("A long title that wraps", maximumNumberOfLines: 2).id("title")
        }
        let explanation = try column.explanation(
            of: "title", in: SizeRange(min: .zero, max: Size(100, .infinity)),
            environment: LayoutEnvironment(textMeasurer: FixedTextMeasurer()))
        let text = try #require(explanation.steps.first { $0.rule == .textSize })
        #expect(
            text.says
                == "`title`'s text, laid out at width 100 (its range's max), takes 2 lines: 100 × 40; it is "
                + "truncated (tail) because its maximumNumberOfLines 2 stops it.")
        #expect(text.size == Size(100, 40))
    }

    /// A ratio spec fixes the height from the width, floored to the grid; the centre's rounding
    /// is said where it changed the number.
    @Test func aRatioFloorsToTheGridAndACentreRounds() throws {
        let tree = Center { Ratio(0.5) { Box().id("pic") } }
        let explanation = try tree.explanation(
            of: "pic", in: SizeRange(exactly: Size(301, 200)),
            environment: LayoutEnvironment(scale: 3))
        #expect(explanation.frame == Rect(origin: Point(0, 74.0 / 3), size: Size(301, 451.0 / 3)))
        let ratio = try #require(explanation.steps.first { $0.rule == .ratioRange })
        #expect(
            ratio.says
                == "`ratio` at root.child fixes the height from the width: ratio 0.5 × its max width 301 = "
                + "150.5, floored to the pixel grid: 150.3333. It hands `pic` 301 × 150.3333.")
        let centre = try #require(explanation.steps.first { $0.rule == .relativePosition })
        #expect(
            centre.says
                == "`center` at root places `ratio` at root.child in its 301 × 200: x = (301 − 301) × 0.5 "
                + "(center) = 0; y = (200 − 150.3333) × 0.5 (center) = 24.8333, rounded to the pixel grid: 24.6667."
        )
    }

    @Test func nodesAreFoundByIdPathOrMessageName() throws {
        let range = SizeRange(exactly: Size(300, 44))
        let byID = try Self.row.explanation(of: "grows", in: range)
        #expect(try Self.row.explanation(of: "root.children[0]", in: range) == byID)
        #expect(try Self.row.explanation(of: "`grows`", in: range) == byID)
        let second = try Self.row.explanation(of: "`box` at root.children[1]", in: range)
        #expect(second.node == "`box` at root.children[1]")
        #expect(second.frame == Rect(175, 0, 125, 44))
    }

    @Test func anUnknownNodeListsTheCloseIDs() {
        #expect(
            throws: ExplanationError(
                node: "grow", problem: "no node 'grow' in the layout; close ids: grows",
                nextStep: "Give an id or a node path such as root.children[0] (layoutshot "
                    + "layout prints them)",
                closeIDs: ["grows"])
        ) {
            try Self.row.explanation(of: "grow", in: SizeRange(exactly: Size(300, 44)))
        }
        let twins = Stack {
            Box().id("twin")
            Box().id("twin")
        }
        #expect(
            throws: ExplanationError(
                node: "twin",
                problem: "the id 'twin' names 2 nodes: root.children[0], root.children[1]",
                nextStep: "Give one of their paths instead")
        ) {
            try twins.explanation(of: "twin", in: SizeRange(exactly: Size(300, 44)))
        }
    }

    /// The JSON document decodes to the same explanation.
    @Test func theJSONDocumentRoundTrips() throws {
        let explanation = try Self.row.explanation(
            of: "grows", in: SizeRange(min: .zero, max: Size(300, .infinity)))
        let document = explanation.jsonDocument()
        #expect(
            document.hasPrefix(
                "{\n  \"node\": \"`grows`\",\n  \"path\": \"root.children[0]\",\n  \"frame\": [0, 0, 0, 44],"
            ))
        #expect(document.contains("\"rule\": \"root.range\""))
        #expect(document.contains("\"range\": {\"min\": [0, 0], \"max\": [300, \"inf\"]}"))
        let decoded = try JSONDecoder().decode(LayoutExplanation.self, from: Data(document.utf8))
        #expect(decoded == explanation)
        let encoded = try JSONEncoder().encode(explanation)
        #expect(try JSONDecoder().decode(LayoutExplanation.self, from: encoded) == explanation)
    }

    /// A step's numbers are typed: a name no explanation writes is refused, naming it and the
    /// names there are, and the reading order is the order of `ExplanationValue`'s cases.
    @Test func anUnknownNumberIsRefusedAndNumbersReadInOrder() throws {
        let json = #"{"by": "`a`", "rule": "stack.grow", "share": 10, "wat": 1}"#
        do {
            _ = try JSONDecoder().decode(ExplanationStep.self, from: Data(json.utf8))
            Issue.record("decoded a step with an unknown number")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["wat"])
            #expect(
                context.debugDescription.hasPrefix(
                    "unknown number 'wat'; expected one of sum, freeSpace, base, "))
        }
        let step = ExplanationStep(
            by: "`a`", rule: .stackGrow, says: "",
            values: [.flexed: 175, .weight: 2, .sum: 175, .freeSpace: 125])
        #expect(
            step.numbersInWords
                == "line length 175, free space 125, flexed length 175, shrink weight 2")
        let decoded = try JSONDecoder().decode(
            ExplanationStep.self, from: JSONEncoder().encode(step))
        #expect(decoded.values == step.values)
    }
}
