import LayoutshotCore
import LayoutshotLayout
import Testing

/// A user's own spec, like an `ASLayoutSpec` subclass overriding `calculateLayoutThatFits:`:
/// lays its children out diagonally, each `step` further right and down.
struct Diagonal: CustomLayout {
    var step: Double
    var typeName: String { "diagonal" }

    func layout(_ children: inout LayoutChildren, in range: SizeRange, parentSize: ParentSize)
        -> CustomLayoutResult
    {
        var positions: [Point] = []
        var extent = Size.zero
        for index in children.indices {
            let origin = Point(Double(index) * step, Double(index) * step)
            let size = children.measure(
                index, in: SizeRange(min: .zero, max: range.max),
                parentSize: ParentSize(validating: range.max))
            positions.append(origin)
            extent = Size(
                max(extent.width, origin.x + size.width), max(extent.height, origin.y + size.height)
            )
        }
        return CustomLayoutResult(size: range.clamp(extent), positions: positions)
    }
}

struct CustomLayoutTests {
    @Test func customSpecMeasuresAndPlacesItsChildren() {
        let layout = Custom(Diagonal(step: 10)) {
            Box().preferredSize(20, 20).id("a")
            Box().preferredSize(20, 20).id("b")
            Box().width(.fraction(0.5)).height(5).id("c")
        }.layout(in: SizeRange(min: .zero, max: Size(100, 100)))
        #expect(layout.type == "diagonal")
        #expect(layout.size == Size(70, 30))
        #expect(layout.frame(of: "a") == Rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == Rect(10, 10, 20, 20))
        #expect(layout.frame(of: "c") == Rect(20, 20, 50, 5))
    }

    @Test func customSpecNestsInsideTextureSpecs() {
        let layout = Stack(.horizontal, spacing: 4, alignItems: .start) {
            Box().preferredSize(10, 10).id("left")
            Custom(Diagonal(step: 5)) {
                Box().preferredSize(10, 10)
                Box().preferredSize(10, 10)
            }.id("diagonal")
        }.layout(in: .unconstrained)
        #expect(layout.frame(of: "diagonal") == Rect(14, 0, 15, 15))
        #expect(layout.size == Size(29, 15))
    }

    @Test func customSpecSizeIsSnappedToTheGrid() {
        let layout = Custom(Diagonal(step: 0.3)) {
            Box().preferredSize(10, 10)
            Box().preferredSize(10, 10)
        }
        .layout(in: .unconstrained, environment: LayoutEnvironment(scale: 2))
        #expect(layout.size == Size(10.5, 10.5))
    }
}
