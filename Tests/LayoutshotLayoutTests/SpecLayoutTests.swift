import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Inset, overlay, background, center, relative, ratio, absolute, corner, wrapper, spacer.
struct SpecLayoutTests {
    @Test func insetShrinksTheChildsRange() {
        let layout = Inset(.all(10)) { Box().id("child") }.layout(
            in: SizeRange(exactly: Size(100, 100)))
        #expect(layout.size == Size(100, 100))
        #expect(layout.frame(of: "child") == Rect(10, 10, 80, 80))
    }

    @Test func insetHugsItsChildInAnOpenRange() {
        let layout = Inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) {
            Box().preferredSize(20, 20).id("child")
        }
        .layout(in: .unconstrained)
        #expect(layout.size == Size(26, 24))
        #expect(layout.frame(of: "child") == Rect(2, 1, 20, 20))
    }

    @Test func infiniteInsetPinsTheChildToTheOtherEdge() {
        let layout = Inset(EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 10)) {
            Box().preferredSize(20, 10).id("child")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.size == Size(100, 50))
        #expect(layout.frame(of: "child") == Rect(70, 0, 20, 50))
    }

    @Test func infiniteInsetsOnBothEdgesCentre() {
        let layout = Inset(
            EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
        ) {
            Box().preferredSize(20, 11).id("child")
        }.layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "child") == Rect(40, 19, 20, 11))
    }

    @Test func insetIgnoresItsOwnStyle() {
        let layout = Inset(.all(5)) { Box().preferredSize(10, 10) }.preferredSize(100, 100)
            .layout(in: .unconstrained)
        #expect(layout.size == Size(20, 20))
    }

    @Test func overlayTakesTheChildsSize() {
        let layout = Overlay {
            Box().preferredSize(40, 30).id("child")
        } overlay: {
            Box().id("overlay")
        }
        .layout(in: .unconstrained)
        #expect(layout.size == Size(40, 30))
        #expect(layout.children.map { $0.id } == ["child", "overlay"])
        #expect(layout.frame(of: "overlay") == Rect(0, 0, 40, 30))
    }

    @Test func backgroundIsPaintedFirstAtTheChildsSize() {
        let layout = Background {
            Inset(.all(5)) { Box().preferredSize(20, 20) }.id("child")
        } background: {
            Box().preferredSize(5, 5).id("background")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(30, 30))
        #expect(layout.children.map { $0.id } == ["background", "child"])
        #expect(layout.frame(of: "background") == Rect(0, 0, 30, 30))
    }

    @Test(arguments: [
        (CenteringOptions.xy, CenterSizing.default, Rect(0, 0, 100, 50), Rect(40, 20, 20, 10)),
        (.x, .default, Rect(0, 0, 100, 50), Rect(40, 0, 20, 10)),
        (.y, .default, Rect(0, 0, 100, 50), Rect(0, 20, 20, 10)),
        (.xy, .minimumXY, Rect(0, 0, 20, 10), Rect(0, 0, 20, 10)),
        (.xy, .minimumX, Rect(0, 0, 20, 50), Rect(0, 20, 20, 10)),
        (.none, .default, Rect(0, 0, 100, 50), Rect(0, 0, 20, 10)),
    ])
    func centerPositionsAndSizes(
        centering: CenteringOptions, sizing: CenterSizing, spec: Rect, child: Rect
    ) {
        let layout = Center(centering, sizing: sizing) { Box().preferredSize(20, 10).id("child") }
            .layout(in: SizeRange(min: .zero, max: Size(100, 50)))
        #expect(layout.frame == spec)
        #expect(layout.frame(of: "child") == child)
    }

    @Test func centerKeepsTheRangeMinimumOnAnAxisItDoesNotCentre() {
        let layout = Center(.x) { Box().preferredSize(20, 10).id("child") }
            .layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "child") == Rect(40, 0, 20, 50))
    }

    @Test func centerInAnOpenRangeHugsTheChild() {
        let layout = Center { Box().preferredSize(20, 10) }.layout(in: .unconstrained)
        #expect(layout.size == Size(20, 10))
        #expect(layout.childFrames == [Rect(0, 0, 20, 10)])
    }

    @Test func centerNeverShrinksBelowTheRangeMinimum() {
        let layout = Center(.xy, sizing: .minimumXY) { Box().preferredSize(20, 10).id("child") }
            .layout(in: SizeRange(min: Size(60, 30), max: Size(100, 50)))
        #expect(layout.size == Size(60, 30))
        #expect(layout.frame(of: "child").origin == Point(20, 10))
    }

    @Test(arguments: [
        (RelativePosition.start, RelativePosition.end, Point(0, 40)),
        (.end, .start, Point(80, 0)),
        (.center, .end, Point(40, 40)),
    ])
    func relativePlacesAtTheNamedEdges(
        horizontal: RelativePosition, vertical: RelativePosition, origin: Point
    ) {
        let layout = Relative(horizontal: horizontal, vertical: vertical) {
            Box().preferredSize(20, 10).id("child")
        }
        .layout(in: SizeRange(exactly: Size(100, 50)))
        #expect(layout.frame(of: "child") == Rect(origin: origin, size: Size(20, 10)))
    }

    @Test func relativeMinimumWidthShrinksToTheChild() {
        let layout = Relative(horizontal: .end, vertical: .end, sizing: .minimumWidth) {
            Box().preferredSize(20, 10).id("child")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 50)))
        #expect(layout.size == Size(20, 50))
        #expect(layout.frame(of: "child").origin == Point(0, 40))
    }

    @Test func ratioDerivesTheHeightFromTheWidth() {
        let layout = Ratio(0.5) { Box().id("child") }.layout(
            in: SizeRange(min: .zero, max: Size(100, .infinity)))
        #expect(layout.size == Size(100, 50))
        #expect(layout.frame(of: "child") == Rect(0, 0, 100, 50))
    }

    @Test func ratioPicksTheCandidateClosestToTheRatio() {
        // Texture's testRatioLayoutSpec: ratio 7 in 100x100 gives 14x100, overriding the child.
        let layout = Ratio(7) { Box().preferredSize(100, 100).id("child") }
            .layout(in: SizeRange(min: .zero, max: Size(100, 100)))
        #expect(layout.size == Size(14, 100))
    }

    @Test func ratioFloorsToThePixelGrid() {
        let layout = Ratio(1.0 / 3) { Box() }.layout(
            in: SizeRange(min: .zero, max: Size(100, .infinity)),
            environment: LayoutEnvironment(scale: 2))
        #expect(layout.size == Size(100, 33))
    }

    @Test func ratioWithoutAFiniteMaximumPassesTheRangeThrough() {
        let layout = Ratio(2) { Box().preferredSize(10, 30) }.layout(in: .unconstrained)
        #expect(layout.size == Size(10, 30))
    }

    func absolute(_ sizing: AbsoluteSizing) -> Absolute {
        Absolute(sizing: sizing) {
            Box().preferredSize(20, 20).layoutPosition(10, 5).id("a")
            Box().preferredSize(10, 10).layoutPosition(50, 40).id("b")
        }
    }

    @Test func absoluteDefaultSizingTakesTheMaximum() {
        let layout = absolute(.default).layout(in: SizeRange(min: .zero, max: Size(100, 100)))
        #expect(layout.size == Size(100, 100))
        #expect(layout.frame(of: "a") == Rect(10, 5, 20, 20))
        #expect(layout.frame(of: "b") == Rect(50, 40, 10, 10))
    }

    @Test func absoluteSizeToFitTakesTheChildrensExtent() {
        #expect(
            absolute(.sizeToFit).layout(in: SizeRange(min: .zero, max: Size(100, 100))).size
                == Size(60, 50))
        #expect(absolute(.default).layout(in: .unconstrained).size == Size(60, 50))
        #expect(
            absolute(.sizeToFit).layout(in: SizeRange(min: Size(80, 0), max: Size(100, 100))).size
                == Size(80, 50))
    }

    @Test func absoluteChildrenGetWhatIsLeftAfterTheirPosition() {
        let layout = Absolute {
            Box().layoutPosition(10, 30).id("fill")
            Box().width(.fraction(0.5)).height(10).id("half")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 100)))
        #expect(layout.frame(of: "fill") == Rect(10, 30, 90, 70))
        #expect(layout.frame(of: "half").size == Size(50, 10))
    }

    @Test func cornerSitsOnTheChildsCorner() {
        let layout = Corner(.topRight) {
            Box().preferredSize(40, 40).id("child")
        } corner: {
            Box().preferredSize(10, 10).id("badge")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(40, 40))
        #expect(layout.frame(of: "badge") == Rect(35, -5, 10, 10))
    }

    @Test(arguments: [
        (CornerLocation.topLeft, Point(-5, -5)),
        (.topRight, Point(35, -5)),
        (.bottomLeft, Point(-5, 35)),
        (.bottomRight, Point(35, 35)),
    ])
    func cornerLocations(location: CornerLocation, origin: Point) {
        let layout = Corner(location, offset: Point(2, 3)) {
            Box().preferredSize(40, 40)
        } corner: {
            Box().preferredSize(10, 10).id("badge")
        }.layout(in: .unconstrained)
        #expect(layout.frame(of: "badge").origin == Point(origin.x + 2, origin.y + 3))
    }

    @Test func wrapsCornerGrowsAndShiftsToIncludeTheCorner() {
        let layout = Corner(.topRight, wrapsCorner: true) {
            Box().preferredSize(40, 40).id("child")
        } corner: {
            Box().preferredSize(10, 10).id("badge")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(45, 45))
        #expect(layout.frame(of: "child") == Rect(0, 5, 40, 40))
        #expect(layout.frame(of: "badge") == Rect(35, 0, 10, 10))
    }

    @Test func wrapperIsAsLargeAsItsLargestChild() {
        let layout = Wrapper {
            Box().preferredSize(20, 10).id("wide")
            Box().preferredSize(5, 30).id("tall")
        }.layout(in: .unconstrained)
        #expect(layout.size == Size(20, 30))
        #expect(layout.childFrames == [Rect(0, 0, 20, 10), Rect(0, 0, 5, 30)])
    }

    @Test func spacerTakesItsMinimum() {
        #expect(
            Spacer().layout(in: SizeRange(min: Size(3, 4), max: Size(100, 100))).size == Size(3, 4))
        #expect(Spacer().minSize(8, 9).layout(in: .unconstrained).size == Size(8, 9))
    }
}
