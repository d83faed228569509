import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Stack basics: direction, spacing, justifyContent, alignItems, alignSelf and the shortcuts.
struct StackLayoutTests {
    let unbounded = SizeRange.unconstrained

    @Test func emptyStackTakesItsMinimum() {
        let layout = Stack {}.layout(in: SizeRange(min: Size(30, 40), max: Size(300, 400)))
        #expect(layout.frame == Rect(0, 0, 30, 40))
        #expect(layout.children.isEmpty)
    }

    @Test func defaultStackIsHorizontalAndStretches() {
        let layout = Stack { Box().width(20).id("a") }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "a") == Rect(0, 0, 20, 50))
    }

    /// Two boxes, 10×20 then 30×10, `spacing` apart: the stack hugs them along its direction.
    @Test(arguments: [
        (
            direction: StackDirection.horizontal, spacing: 5.0, size: Size(45, 20),
            second: Rect(15, 0, 30, 10)
        ),
        (direction: .vertical, spacing: 2.0, size: Size(30, 32), second: Rect(0, 22, 30, 10)),
    ])
    func stackHugsItsChildrenWithSpacingAlongItsDirection(
        direction: StackDirection, spacing: Double, size: Size, second: Rect
    ) {
        let layout = Stack(direction, spacing: spacing, alignItems: .start) {
            Box().preferredSize(10, 20).id("a")
            Box().preferredSize(30, 10).id("b")
        }.layout(in: unbounded)
        #expect(layout.size == size)
        #expect(layout.frame(of: "a") == Rect(0, 0, 10, 20))
        #expect(layout.frame(of: "b") == second)
    }

    @Test(arguments: [
        (JustifyContent.start, 0.0, 20.0),
        (.center, 30, 50),
        (.end, 60, 80),
        (.spaceBetween, 0, 80),
        (.spaceAround, 15, 65),
        (.spaceEvenly, 20, 60),
    ])
    func justifyContentDistributesFreeSpace(
        justify: JustifyContent, firstX: Double, secondX: Double
    ) {
        let layout = Stack(.horizontal, justifyContent: justify, alignItems: .start) {
            Box().preferredSize(20, 10).id("a")
            Box().preferredSize(20, 10).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 20)))
        #expect(layout.frame(of: "a").origin == Point(firstX, 0))
        #expect(layout.frame(of: "b").origin == Point(secondX, 0))
    }

    @Test(arguments: [JustifyContent.spaceBetween, .spaceAround, .spaceEvenly])
    func spaceDistributionsFallBackWithOneChild(justify: JustifyContent) {
        let layout = Stack(.horizontal, justifyContent: justify, alignItems: .start) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 20)))
        // spaceBetween falls back to start, spaceAround/spaceEvenly to center.
        #expect(layout.frame(of: "a").origin.x == (justify == .spaceBetween ? 0 : 40))
    }

    @Test func justifyOnOverflowGivesNegativeOffsets() {
        let layout = Stack(.horizontal, justifyContent: .center, alignItems: .start) {
            Box().preferredSize(80, 10).id("a")
            Box().preferredSize(40, 10).id("b")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 20)))
        #expect(layout.size == Size(100, 10))
        #expect(layout.frame(of: "a").origin.x == -10)
        #expect(layout.frame(of: "b").origin.x == 70)
    }

    @Test(arguments: [
        (AlignItems.start, Rect(0, 0, 20, 10)),
        (.end, Rect(0, 40, 20, 10)),
        (.center, Rect(0, 20, 20, 10)),
        (.stretch, Rect(0, 0, 20, 10)),
    ])
    func alignItemsPlacesOnTheCrossAxis(align: AlignItems, expected: Rect) {
        let layout = Stack(.horizontal, alignItems: align) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "a") == expected)
    }

    @Test func centeringFloorsToThePixelGrid() {
        let layout = Stack(.horizontal, alignItems: .center) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 15)), environment: LayoutEnvironment(scale: 2))
        #expect(layout.frame(of: "a").origin.y == 2.5)
        let atOne = Stack(.horizontal, alignItems: .center) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 15)))
        #expect(atOne.frame(of: "a").origin.y == 2)
    }

    @Test func stretchFillsTheCrossAxisUnlessTheChildHasACrossSize() {
        let layout = Stack(.vertical, alignItems: .stretch) {
            Box().height(10).id("free")
            Box().preferredSize(30, 10).id("fixed")
            Box().height(10).maxWidth(60).id("capped")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 50)))
        #expect(layout.frame(of: "free") == Rect(0, 0, 100, 10))
        #expect(layout.frame(of: "fixed") == Rect(0, 10, 30, 10))
        // Stretching to the line asks for [100, 60]; Texture's intersect lets the constraint's min
        // win over the child's own max, so the cap does not hold (ASStackUnpositionedLayout.mm).
        #expect(layout.frame(of: "capped") == Rect(0, 20, 100, 10))
    }

    @Test func stretchHappensToTheTallestItemWhenTheCrossAxisIsOpen() {
        let layout = Stack(.horizontal, alignItems: .stretch) {
            Box().width(10).id("short")
            Box().preferredSize(10, 40).id("tall")
        }.layout(in: SizeRange(min: .zero, max: Size(200, .infinity)))
        #expect(layout.size == Size(20, 40))
        #expect(layout.frame(of: "short") == Rect(0, 0, 10, 40))
    }

    @Test func alignSelfOverridesAlignItems() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(20, 10).alignSelf(.end).id("a")
            Box().preferredSize(20, 10).alignSelf(.center).id("b")
            Box().width(20).alignSelf(.stretch).id("c")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "a").origin == Point(0, 40))
        #expect(layout.frame(of: "b").origin == Point(20, 20))
        #expect(layout.frame(of: "c") == Rect(40, 0, 20, 50))
    }

    @Test func horizontalAndVerticalAlignmentOverrideJustifyAndAlign() {
        let row = Stack(
            .horizontal, justifyContent: .start, alignItems: .start,
            horizontalAlignment: .right, verticalAlignment: .center
        ) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(row.frame(of: "a").origin == Point(80, 20))

        let column = Stack(
            .vertical, alignItems: .start, horizontalAlignment: .middle, verticalAlignment: .bottom
        ) {
            Box().preferredSize(20, 10).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(column.frame(of: "a").origin == Point(40, 40))
    }

    @Test func spacingBeforeAndAfterAddToTheMainAxis() {
        let layout = Stack(.horizontal, spacing: 10, alignItems: .start) {
            Box().preferredSize(10, 10).spacingBefore(5).id("a")
            Box().preferredSize(10, 10).spacingAfter(7).id("b")
        }.layout(in: unbounded)
        #expect(layout.size == Size(42, 10))
        #expect(layout.frame(of: "a").origin.x == 5)
        #expect(layout.frame(of: "b").origin.x == 25)
    }

    @Test func reverseDirectionsMirrorTheMainAxis() {
        let row = Stack(.horizontalReverse, spacing: 10, alignItems: .start) {
            Box().preferredSize(20, 10).id("a")
            Box().preferredSize(30, 10).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 20)))
        #expect(row.frame(of: "a").origin == Point(80, 0))
        #expect(row.frame(of: "b").origin == Point(40, 0))

        let column = Stack(.verticalReverse, alignItems: .start) {
            Box().preferredSize(10, 10).id("a")
            Box().preferredSize(10, 20).id("b")
        }.layout(in: unbounded)
        #expect(column.size == Size(10, 30))
        #expect(column.frame(of: "a").origin == Point(0, 20))
        #expect(column.frame(of: "b").origin == Point(0, 0))
    }

    @Test func percentagesResolveAgainstAnExactStackOnly() {
        let exact = Stack(.horizontal, alignItems: .start) {
            Box().width(.fraction(0.5)).height(10).id("half")
        }.layout(in: SizeRange(exactly: Size(200, 50)))
        #expect(exact.frame(of: "half").size == Size(100, 10))

        // An open stack gives no parent width: the percentage is auto, and an unbounded box
        // falls to its minimum.
        let open = Stack(.horizontal, alignItems: .start) {
            Box().width(.fraction(0.5)).height(10).id("half")
        }.layout(in: unbounded)
        #expect(open.frame(of: "half").size == Size(0, 10))
    }

    @Test func nestedPercentagesCompound() {
        let layout = Stack(.vertical, alignItems: .start) {
            Stack(.horizontal, alignItems: .start) {
                Box().width(.fraction(0.5)).height(10).id("quarter")
            }.width(.fraction(0.5)).id("half")
        }.layout(in: SizeRange(exactly: Size(200, 100)))
        #expect(layout.frame(of: "half").size == Size(100, 10))
        #expect(layout.frame(of: "quarter").size == Size(50, 10))
    }
}
