import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Lines (flexWrap, alignContent, lineSpacing) and baseline alignment.
struct StackWrapAndBaselineTests {
    func wrappingRow(_ alignContent: AlignContent) -> Stack {
        Stack(
            .horizontal, spacing: 10, alignItems: .start, flexWrap: .wrap,
            alignContent: alignContent,
            lineSpacing: 5
        ) {
            for index in 0..<4 { Box().preferredSize(40, 20).id("b\(index)") }
        }
    }

    @Test func wrapBreaksLinesAtTheMaximumAndResetsSpacing() {
        let layout = wrappingRow(.start).layout(
            in: SizeRange(min: .zero, max: Size(100, .infinity)))
        #expect(layout.size == Size(90, 45))
        #expect(
            layout.childFrames.map(\.origin) == [
                Point(0, 0), Point(50, 0), Point(0, 25), Point(50, 25),
            ])
    }

    @Test(arguments: [
        (AlignContent.start, 0.0, 25.0),
        (.center, 27.5, 52.5),
        (.end, 55, 80),
        (.spaceBetween, 0, 80),
        (.spaceAround, 13.75, 66.25),
        (.stretch, 0, 52.5),
    ])
    func alignContentDistributesLines(align: AlignContent, firstLineY: Double, secondLineY: Double)
    {
        let layout = wrappingRow(align).layout(in: SizeRange(exactly: Size(100, 100)))
        #expect(layout.frame(of: "b0").origin.y == firstLineY)
        #expect(layout.frame(of: "b2").origin.y == secondLineY)
    }

    @Test func singleWrappedLineIsOneLine() {
        let layout = wrappingRow(.center).layout(in: SizeRange(min: .zero, max: Size(500, 100)))
        #expect(layout.size == Size(190, 20))
        #expect(layout.frame(of: "b3").origin == Point(150, 0))
    }

    @Test func baselineFirstAlignsAscenders() {
        let layout = Stack(.horizontal, alignItems: .baselineFirst) {
            Box().preferredSize(10, 30).ascender(20).id("a")
            Box().preferredSize(10, 10).ascender(5).id("b")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(20, 30))
        #expect(layout.frame(of: "a").origin.y == 0)
        #expect(layout.frame(of: "b").origin.y == 15)
    }

    @Test func baselineLastAlignsDescenders() {
        let layout = Stack(.horizontal, alignItems: .baselineLast) {
            Box().preferredSize(10, 30).descender(-5).id("a")
            Box().preferredSize(10, 10).descender(-2).id("b")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(20, 30))
        #expect(layout.frame(of: "b").origin.y == 17)
    }

    @Test func verticalStacksPassOnTheirFirstAscender() {
        let layout = Stack(.horizontal, alignItems: .baselineFirst) {
            Stack(.vertical, alignItems: .start) {
                Box().preferredSize(10, 10).ascender(8)
                Box().preferredSize(10, 10).ascender(3)
            }.id("column")
            Box().preferredSize(10, 30).ascender(20).id("big")
        }.layout(in: .unconstrained)
        #expect(layout.frame(of: "column").origin.y == 12)
        #expect(layout.frame(of: "big").origin.y == 0)
    }

    @Test func textBaselinesComeFromTheMeasurer() {
        let environment = LayoutEnvironment(
            textMeasurer: FixedTextMeasurer(
                characterWidth: 10, lineHeight: 20,
                ascender: 16, descender: -4))
        let layout = Stack(.horizontal, alignItems: .baselineFirst) {
            Text("Hi").id("text")
            Box().preferredSize(10, 40).ascender(30).id("box")
        }.layout(in: .unconstrained, environment: environment)
        #expect(layout.frame(of: "text") == Rect(0, 14, 20, 20))
    }
}
