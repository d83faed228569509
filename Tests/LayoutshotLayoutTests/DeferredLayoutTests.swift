import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import Testing

/// The ranges a deferred element was built for, in order.
final class RangeLog: Sendable {
    private let ranges = CheckedMutex<[SizeRange]>([])

    func append(_ range: SizeRange) {
        ranges.withLock { $0.append(range) }
    }

    var all: [SizeRange] { ranges.withLock { $0 } }
}

/// Elements built from the range they are measured in (a Texture node's `layoutSpecThatFits:`).
struct DeferredLayoutTests {
    /// A row that stacks vertically below 200 pt, as adaptive cells do.
    static func adaptiveRow(calls: RangeLog? = nil) -> LayoutNode {
        LayoutNode(
            .deferred(
                DeferredLayout(typeName: "AdaptiveRow", appearance: BoxAppearance(color: .red)) {
                    range in
                    calls?.append(range)
                    let narrow = range.max.width < 200
                    return .subtree(
                        Stack(narrow ? .vertical : .horizontal, alignItems: .start) {
                            Box().preferredSize(80, 20).id("a")
                            Box().preferredSize(80, 20).id("b")
                        }.node)
                }), id: "row")
    }

    @Test func theSubtreeDependsOnTheRange() {
        let wide = Self.adaptiveRow().layout(in: SizeRange(min: .zero, max: Size(300, .infinity)))
        #expect(wide.size == Size(160, 20))
        #expect(wide.frame(of: "b") == Rect(80, 0, 80, 20))
        let narrow = Self.adaptiveRow().layout(in: SizeRange(min: .zero, max: Size(150, .infinity)))
        #expect(narrow.size == Size(80, 40))
        #expect(narrow.frame(of: "b") == Rect(0, 20, 80, 20))
        #expect(narrow.type == "AdaptiveRow")
        #expect(narrow.children.map { $0.type } == ["stack"])
    }

    /// `laidOut` reads the same tree as `layout`: deferred subtrees, a background listed first.
    @Test func laidOutReadsTheTreeLayoutReturns() {
        let tree = Stack(.vertical) {
            Background(child: { Self.adaptiveRow() }, background: { Box(.blue) })
            Stack(.vertical) { Box().preferredSize(20, 20) }.flexShrink(1)
        }.node
        let range = SizeRange(min: .zero, max: Size(150, 50))
        func frames(_ layout: Layout) -> [Rect] { [layout.frame] + layout.children.flatMap(frames) }
        func frames(_ element: LaidOutElement) -> [Rect] {
            [element.frame] + (0..<element.childCount).flatMap { frames(element.child($0)) }
        }
        let layout = tree.layout(in: range)
        #expect(frames(tree.laidOut(in: range)) == frames(layout))
        #expect(frames(layout).count == 9)
    }

    /// `visitBreadthFirst` gives the same elements as walking `child(_:)`, level by level: each
    /// element's children one after another in paint order (a background first), with their
    /// counts and frames, a deferred node's subtree at zero.
    @Test func breadthFirstVisitsTheSameTreeLevelByLevel() {
        let tree = Stack(.vertical) {
            Background(child: { Self.adaptiveRow() }, background: { Box(.blue).id("fill") })
            Stack(.vertical) { Box().preferredSize(20, 20).id("small") }.flexShrink(1).id("column")
        }.node
        let root = tree.laidOut(in: SizeRange(min: .zero, max: Size(150, 50)))
        var expected: [(Rect, Int)] = []
        var level = [root]
        while !level.isEmpty {
            expected += level.map { ($0.frame, $0.childCount) }
            level = level.flatMap { element in (0..<element.childCount).map { element.child($0) } }
        }
        var visited: [(Rect, Int)] = []
        root.visitBreadthFirst { number, _, frame, childCount in
            visited.append((frame, childCount))
            #expect(root.element(numbered: number).frame.size == frame.size)
        }
        #expect(visited.map(\.0) == expected.map(\.0))
        #expect(visited.map(\.1) == expected.map(\.1))
        // Stack; background, column; the fill (painted first), the row, the column's box; the
        // row's subtree at zero in the row; its two boxes.
        #expect(visited.map(\.1) == [2, 2, 1, 0, 1, 0, 2, 0, 0])
        #expect(
            visited.map(\.0) == [
                Rect(0, 0, 80, 50), Rect(0, 0, 80, 40), Rect(0, 40, 80, 10), Rect(0, 0, 80, 40),
                Rect(0, 0, 80, 40), Rect(0, 0, 20, 20), Rect(0, 0, 80, 40), Rect(0, 0, 80, 20),
                Rect(0, 20, 80, 20),
            ])
    }

    @Test func theNodeStyleResolvesBeforeTheSubtreeIsBuilt() {
        let calls = RangeLog()
        var row = Self.adaptiveRow(calls: calls)
        row.style.width = Dimension.fraction(0.5)
        let layout = Inset(.all(10)) { row }.layout(in: SizeRange(min: .zero, max: Size(320, 100)))
        // 50 % of the 300 pt the inset offers: the narrow, vertical form.
        #expect(calls.all == [SizeRange(min: Size(150, 0), max: Size(150, 80))])
        #expect(layout.frame(of: "row") == Rect(10, 10, 150, 40))
        #expect(layout.frame(of: "b") == Rect(0, 20, 80, 20))
    }

    @Test func deferredNodesNestInsideDeferredSubtrees() {
        let calls = RangeLog()
        let inner = Self.adaptiveRow(calls: calls)
        let outer = LayoutNode(
            .deferred(
                DeferredLayout(typeName: "Cell") { range in
                    .subtree(
                        Inset(.all(5)) {
                            Stack(.vertical) {
                                inner
                                Box().preferredSize(10, 10).id("footer")
                            }
                        }.node)
                }), id: "cell")
        let layout = outer.layout(in: SizeRange(min: Size(190, 0), max: Size(190, .infinity)))
        #expect(layout.size == Size(190, 60))
        #expect(layout.frame(of: "footer") == Rect(0, 40, 10, 10))
        #expect(layout.frame(of: "row") == Rect(0, 0, 180, 40))
        #expect(layout.frame(of: "a") == Rect(0, 0, 80, 20))
        // The stack knows its cross size (exactly 180) and stretches the row in its first measurement.
        #expect(calls.all == [SizeRange(min: Size(180, 0), max: Size(180, .infinity))])
    }

    @Test func aSizeIsClampedToTheRange() {
        let leaf = LayoutNode(
            .deferred(
                DeferredLayout(typeName: "Measured") { range in
                    .size(Size(range.max.width.isFinite ? range.max.width / 2 : 500, 500))
                }))
        #expect(leaf.layout(in: SizeRange(min: .zero, max: Size(100, 80))).size == Size(50, 80))
        #expect(leaf.layout(in: SizeRange(min: .zero, max: Size(100, 80))).children.isEmpty)
    }

    @Test func theResolvedTreeCarriesEachExpansion() {
        let resolved = Stack(.vertical) { Self.adaptiveRow() }.node
            .resolvedLayout(in: SizeRange(min: .zero, max: Size(150, .infinity)))
        let row = resolved.tree.children[0]
        #expect(row.id == "row")
        #expect(row.children.count == 1)
        #expect(row.children[0].children.map { $0.id } == ["a", "b"])
        #expect(resolved.layout.children[0].children.count == 1)
    }
}
