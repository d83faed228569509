import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Resolving flexible lengths: grow, shrink, basis and Texture's rounding and shortcuts.
struct StackFlexTests {
    @Test func growFloorsSharesAndGivesTheRemainderToTheFirst() {
        let layout = Stack(.horizontal) {
            Spacer().flexGrow(1).id("a")
            Spacer().flexGrow(1).id("b")
            Spacer().flexGrow(1).id("c")
        }.layout(in: SizeRange(exactly: Size(200, 10)))
        #expect(
            layout.childFrames == [Rect(0, 0, 68, 10), Rect(68, 0, 66, 10), Rect(134, 0, 66, 10)])
    }

    @Test func growIsProportionalToTheFactor() {
        let layout = Stack(.horizontal) {
            Box().preferredSize(10, 10).flexGrow(1).id("a")
            Box().preferredSize(10, 10).flexGrow(3).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "a") == Rect(0, 0, 30, 10))
        #expect(layout.frame(of: "b") == Rect(30, 0, 70, 10))
    }

    @Test func contentBetweenMinAndMaxDoesNotGrow() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(10, 10).flexGrow(1).id("a")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 10)))
        #expect(layout.size == Size(10, 10))
        #expect(layout.frame(of: "a").size == Size(10, 10))
    }

    @Test func shrinkIsWeightedBySizeAndSnapsUp() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(100, 10).flexShrink(1).id("a")
            Box().preferredSize(50, 10).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        // 66.667 and 33.333 ceil to 67 and 34: the stack overflows by a point, as in Texture.
        #expect(layout.frame(of: "a") == Rect(0, 0, 67, 10))
        #expect(layout.frame(of: "b") == Rect(67, 0, 34, 10))
    }

    @Test func shrinkSnapsToTheGridAtTheScale() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(50, 10).flexShrink(1).id("a")
            Box().preferredSize(50, 10).flexShrink(1).id("b")
            Box().preferredSize(50, 10).flexShrink(1).id("c")
        }.layout(in: SizeRange(exactly: Size(110, 10)), environment: LayoutEnvironment(scale: 2))
        #expect(
            layout.childFrames == [Rect(0, 0, 37, 10), Rect(37, 0, 37, 10), Rect(74, 0, 37, 10)])
    }

    @Test func inflexibleItemsKeepTheirSizeAndOverflow() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(80, 10).id("a")
            Box().preferredSize(60, 10).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "a").size.width == 80)
        #expect(layout.frame(of: "b") == Rect(80, 0, 20, 10))
    }

    @Test func shrinkStopsAtZeroAndLeavesTheOverflow() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(120, 10).id("a")
            Box().preferredSize(10, 10).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "b") == Rect(120, 0, 0, 10))
    }

    @Test func flexedSizeOverridesTheChildsOwnMinAndMax() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(10, 10).maxWidth(20).flexGrow(1).id("a")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "a").size == Size(100, 10))
    }

    @Test func flexBasisReplacesTheMeasuredSize() {
        let points = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(10, 10).flexBasis(40).id("a")
        }.layout(in: .unconstrained)
        #expect(points.frame(of: "a").size == Size(40, 10))

        let fraction = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(10, 10).flexBasis(.fraction(0.25)).id("a")
        }.layout(in: SizeRange(exactly: Size(200, 10)))
        #expect(fraction.frame(of: "a").size == Size(50, 10))
    }

    /// A grower beside a shrinker, each `childWidth` wide in a 100 pt row: only the one the free
    /// space calls for flexes, the shrinker on overflow and the grower on underflow.
    @Test(arguments: [
        (childWidth: 60.0, growerWidth: 60.0, shrinker: Rect(60, 0, 40, 10)),  // overflow
        (childWidth: 20.0, growerWidth: 80.0, shrinker: Rect(80, 0, 20, 10)),  // underflow
    ])
    func mixedGrowAndShrinkFlexOnlyTheWayTheSpaceNeeds(
        childWidth: Double, growerWidth: Double, shrinker: Rect
    ) {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(childWidth, 10).flexGrow(1).id("grower")
            Box().preferredSize(childWidth, 10).flexShrink(1).id("shrinker")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "grower").size.width == growerWidth)
        #expect(layout.frame(of: "shrinker") == shrinker)
    }

    /// With exactly one child that both grows and shrinks in a fixed-size stack, Texture skips
    /// its first measurement and flexes it from zero.
    @Test func optimisedFlexingStartsTheDoublyFlexibleChildAtZero() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(30, 10).flexGrow(1).id("a")
            Box().preferredSize(50, 10).flexGrow(1).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "a") == Rect(0, 0, 65, 10))
        #expect(layout.frame(of: "b") == Rect(65, 0, 35, 10))
    }

    @Test func optimisedFlexingWithoutViolationLaysTheChildOutAtZero() {
        let layout = Stack(.horizontal, alignItems: .start) {
            Box().preferredSize(100, 10).id("a")
            Stack(.horizontal) { Box().preferredSize(5, 5).id("inner") }
                .flexGrow(1).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(100, 10)))
        #expect(layout.frame(of: "b") == Rect(100, 0, 0, 5))
        #expect(layout.frame(of: "inner").size == Size(5, 5))
    }

    @Test func overflowIsSharedWhenEveryItemShrinks() {
        let layout = Stack(.horizontal, spacing: 10, alignItems: .start) {
            Box().preferredSize(50, 10).flexShrink(1).id("a")
            Box().preferredSize(50, 10).flexShrink(1).id("b")
        }.layout(in: SizeRange(exactly: Size(70, 10)))
        #expect(layout.childFrames == [Rect(0, 0, 30, 10), Rect(40, 0, 30, 10)])
    }
}
