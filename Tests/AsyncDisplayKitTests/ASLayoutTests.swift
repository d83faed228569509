import AsyncDisplayKit
import Foundation
import Testing

/// `ASLayout`'s own API, as Texture code reads it: frames by element, the flattened node tree,
/// the debugging description, and Texture's functions and constants around it.
@Suite struct ASLayoutTests {
    @Test func frameForAnElementIsItsSublayoutsFrame() {
        let card = NodeTests.CardNode()
        let stack = card.layoutThatFits(range(300, .infinity)).sublayouts[0].sublayouts[0]
        #expect(stack.frame(for: card.rowNode) == rect(0, 0, 160, 20))
        #expect(stack.frame(for: card.footerNode) == rect(0, 20, 10, 10))
        #expect(stack.frame(for: card).isNull, "not a direct child")
    }

    /// Specs are flattened away, nodes keep their own subnodes inside them (as in Texture), and
    /// positions add up through the specs.
    @Test func theFilteredNodeTreeHasTheNodesAtTheirPlaces() {
        let card = NodeTests.CardNode()
        let layout = card.layoutThatFits(range(300, .infinity))
        let flat = layout.filteredNodeLayoutTree()
        #expect(flat.layoutElement === card && flat.size == layout.size)
        #expect(flat.sublayouts.map(\.frame) == [rect(5, 5, 160, 20), rect(5, 25, 10, 10)])
        #expect(flat.sublayouts.map(\.type) == [.displayNode, .displayNode])
        let elements = flat.sublayouts.map(\.layoutElement)
        #expect(
            elements.count == 2 && elements[0] === card.rowNode && elements[1] === card.footerNode)
        #expect(flat.sublayouts.allSatisfy { $0.sublayouts.isEmpty })
    }

    @Test func theRecursiveDescriptionHasALinePerLayoutIndentedByDepth() {
        let card = NodeTests.CardNode()
        let lines = card.layoutThatFits(range(300, .infinity)).recursiveDescription().split(
            separator: "\n")
        // Card, inset, stack, row, its stack, its two nodes, footer.
        #expect(lines.count == 8)
        #expect(
            lines[0] == "<ASLayout; size = {170, 40}; layoutElement = CardNode; position = {0, 0}>")
        #expect(
            lines[1]
                == "    | <ASLayout; size = {170, 40}; layoutElement = ASInsetLayoutSpec; position = {0, 0}>"
        )
        #expect(
            lines[3]
                == "    |    |    | <ASLayout; size = {160, 20}; layoutElement = AdaptiveRowNode; position = {0, 0}>"
        )
        #expect(
            lines[7]
                == "    |    |    | <ASLayout; size = {10, 10}; layoutElement = ASDisplayNode; position = {0, 20}>"
        )
    }

    @Test func texturesFunctionsAndNullPoint() {
        let card = NodeTests.CardNode()
        let sizeRange = range(300, .infinity)
        #expect(ASCalculateRootLayout(card, sizeRange).size == CGSize(width: 170, height: 40))
        #expect(
            ASCalculateLayout(card, range(150, .infinity), CGSize(width: 150, height: 600)).size
                == CGSize(width: 90, height: 60))
        #expect(
            ASPointIsNull(ASPointNull) && !ASPointIsNull(.zero)
                && !ASPointIsNull(CGPoint(x: CGFloat.nan, y: 0)))
        // A position or size that is not finite reads as 0 in `frame`, as in Texture.
        let odd = ASLayout(
            layoutElement: card, size: CGSize(width: CGFloat.infinity, height: 10),
            position: ASPointNull,
            sublayouts: nil)
        #expect(odd.frame == rect(0, 0, 0, 10))
        #expect(ASLayout.shouldRetainSublayoutLayoutElements == false)
    }

    /// Texture's value checks, at their edges.
    @Test func valuesAreCheckedAsTextureChecksThem() {
        #expect(
            ASPointsValidForLayout(0) && ASPointsValidForLayout(44) && ASPointsValidForLayout(1e300)
        )
        #expect(
            !ASPointsValidForLayout(-1) && !ASPointsValidForLayout(.infinity)
                && !ASPointsValidForLayout(.nan)
                && !ASPointsValidForLayout(CGFloat.leastNonzeroMagnitude)
                && !ASPointsValidForLayout(CGFloat.greatestFiniteMagnitude))
        #expect(
            ASPointsValidForSize(9_999_999) && !ASPointsValidForSize(10_000_000)
                && !ASPointsValidForSize(1e20))
        #expect(
            ASIsCGSizeValidForSize(CGSize(width: 10, height: 0))
                && !ASIsCGSizeValidForSize(CGSize(width: 10, height: -1)))
        #expect(
            ASIsCGSizeValidForLayout(CGSize(width: 1e20, height: 1))
                && !ASIsCGSizeValidForLayout(CGSize(width: 1, height: CGFloat.nan)))
        #expect(
            ASIsCGPositionValidForLayout(CGPoint(x: -50, y: 0))
                && !ASIsCGPositionValidForLayout(CGPoint(x: 0, y: 1e7)))
        #expect(
            ASIsCGRectValidForLayout(rect(-5, 5, 10, 10))
                && !ASIsCGRectValidForLayout(rect(0, 0, -10, 10)))
    }
}
