import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// `ASLayoutElementStyle` resolution and leaf sizing.
struct LayoutStyleTests {
    func range(
        min: Dimension = .auto, exact: Dimension = .auto, max: Dimension = .auto,
        parent: Double? = nil
    ) -> (
        Double, Double
    ) {
        var style = LayoutStyle()
        style.minWidth = min
        style.width = exact
        style.maxWidth = max
        let resolved = style.resolvedRange(parent: ParentSize(width: parent, height: nil))
        return (resolved.min.width, resolved.max.width)
    }

    @Test func minBeatsMaxBeatsExact() {
        #expect(range(min: 50, max: 30) == (50, 50))
        #expect(range(exact: 100, max: 80) == (80, 80))
        #expect(range(min: 20, exact: 10) == (20, 20))
        #expect(range(min: 10, exact: 30, max: 50) == (30, 30))
        #expect(range(min: 10, max: 50) == (10, 50))
        #expect(range() == (0, .infinity))
    }

    @Test func changedPropertiesListOnlyWhatDiffersFromTexturesDefaults() {
        var style = LayoutStyle()
        #expect(style.changedProperties.isEmpty)
        style.width = .fraction(0.5)
        style.maxHeight = .points(.infinity)
        style.flexGrow = 1
        style.flexShrink = 0.5
        style.spacingBefore = -4
        style.alignSelf = .center
        style.layoutPosition = Point(10, 20.5)
        let listed = style.changedProperties.map { "\($0.name) \($0.value)" }
        #expect(
            listed == [
                "width 50%", "maxHeight .inf", "spacingBefore -4", "flexGrow 1", "flexShrink 0.5",
                "alignSelf center", "layoutPosition [10, 20.5]",
            ])
    }

    @Test func fractionsNeedADefinedParent() {
        #expect(range(exact: .fraction(0.25), parent: 200) == (50, 50))
        #expect(range(exact: .fraction(0.25)) == (0, .infinity))
        #expect(range(max: .fraction(0.5), parent: 100) == (0, 50))
    }

    @Test func preferredMinAndMaxSizeSetBothAxes() {
        var style = LayoutStyle()
        style.preferredSize = Size(10, 20)
        style.minSize = Size(1, 2)
        style.maxSize = Size(30, 40)
        #expect(style.width == .points(10) && style.height == .points(20))
        #expect(style.minWidth == .points(1) && style.minHeight == .points(2))
        #expect(style.maxWidth == .points(30) && style.maxHeight == .points(40))
        #expect(
            style.flexShrink == 0 && style.flexGrow == 0 && style.flexBasis == .auto
                && style.alignSelf == .auto)
    }

    @Test func boxTakesItsBoundedMaximumAndFallsToItsMinimumWhenUnbounded() {
        #expect(Box().layout(in: SizeRange(min: .zero, max: Size(30, 40))).size == Size(30, 40))
        #expect(Box().maxSize(30, 40).layout(in: .unconstrained).size == Size(30, 40))
        #expect(Box().width(20).layout(in: .unconstrained).size == Size(20, 0))
        #expect(Box().minSize(5, 6).layout(in: .unconstrained).size == Size(5, 6))
    }

    @Test func theConstraintWinsOverTheChildsOwnSize() {
        #expect(
            Box().preferredSize(50, 50).layout(in: SizeRange(exactly: Size(150, 20))).size
                == Size(150, 20))
    }

    @Test func sizesAreCeiledToThePixelGridAndInvalidSizesBecomeZero() {
        #expect(Box().preferredSize(10.2, 10.7).layout(in: .unconstrained).size == Size(11, 11))
        #expect(
            Box().preferredSize(10.2, 10.7).layout(
                in: .unconstrained, environment: LayoutEnvironment(scale: 2)
            ).size
                == Size(10.5, 11))
        #expect(
            Box().preferredSize(10.2, 10.7).layout(
                in: .unconstrained, environment: LayoutEnvironment(scale: 3)
            ).size
                == Size(31.0 / 3, 11))
        #expect(Spacer().minSize(20_000_000, 5).layout(in: .unconstrained).size == .zero)
    }

    @Test func textIsMeasuredWithinTheConstrainedMaximum() {
        let environment = LayoutEnvironment(textMeasurer: FixedTextMeasurer())
        let text = Text("Hello, world").layout(
            in: SizeRange(min: .zero, max: Size(55, .infinity)),
            environment: environment)
        #expect(text.size == Size(50, 60))
        let limited = Text("Hello, world", maximumNumberOfLines: 2)
            .layout(in: SizeRange(min: .zero, max: Size(55, .infinity)), environment: environment)
        #expect(limited.size == Size(50, 40))
    }

    @Test func imagesTakeTheirIntrinsicSize() {
        struct Fixed: ImageSizing {
            func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
                image.source == "missing.png" ? nil : Size(64 / scale, 32 / scale)
            }
        }
        let environment = LayoutEnvironment(scale: 2, imageSizer: Fixed())
        #expect(
            Image("photo.png").layout(in: .unconstrained, environment: environment).size
                == Size(32, 16))
        #expect(
            Image("missing.png").layout(
                in: SizeRange(min: .zero, max: Size(10, 10)), environment: environment
            ).size
                == Size(10, 10))
    }

    @Test func layoutLooksNodesUpByIDAndFlattensToSnappedAbsoluteFrames() {
        let layout = Inset(.all(0.3)) {
            Stack(.horizontal, spacing: 0.3, alignItems: .start) {
                Box().preferredSize(10, 10).id("a")
                Box().preferredSize(10, 10).id("b")
            }.id("row")
        }.layout(in: .unconstrained, environment: LayoutEnvironment(scale: 2))
        #expect(layout[id: "row"]?.frame.origin == Point(0.3, 0.3))
        #expect(layout[id: "nope"] == nil)
        let frames = layout.absoluteFramesByID(scale: 2)
        #expect(frames["row"] == Rect(0.5, 0.5, 20.5, 10))
        #expect(frames["b"] == Rect(11, 0.5, 10, 10))
        #expect(
            layout.absoluteFrames(scale: 2).map(\.path)
                == ["root", "root.child", "root.child.children[0]", "root.child.children[1]"])
    }
}
