import AsyncDisplayKit
import Foundation
import Testing

/// `transitionLayout`, `setNeedsLayout()` and `layoutIfNeeded()`: a new pass at once, in the range
/// of the last layout, as Texture measures a transition (never animated here).
@Suite struct LayoutTransitionTests {
    /// A node 40 pt tall, 80 when expanded; it counts its specs.
    final class ExpandingNode: ASDisplayNode {
        var isExpanded = false
        private(set) var specs = 0
        let bodyNode = ASDisplayNode()

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            specs += 1
            bodyNode.style.height = ASDimensionMake(isExpanded ? 80 : 40)
            return ASWrapperLayoutSpec(layoutElement: bodyNode)
        }
    }

    static let range = ASSizeRangeMake(
        CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity))

    @Test func aTransitionLaysTheNodeOutAgainInItsRangeAndCallsTheCompletion() {
        let node = ExpandingNode()
        _ = node.layoutThatFits(Self.range)
        #expect(node.calculatedSize == CGSize(width: 200, height: 40))
        node.isExpanded = true
        var completions = 0
        node.transitionLayout(withAnimation: true, shouldMeasureAsync: true) {
            completions += 1
            #expect(
                node.calculatedSize == CGSize(width: 200, height: 80),
                "measured before the completion")
        }
        #expect(completions == 1)
        #expect(node.calculatedSize == CGSize(width: 200, height: 80))
        #expect(node.constrainedSizeForCalculatedLayout == Self.range)
    }

    @Test func aTransitionToAnotherRange() {
        let node = ExpandingNode()
        node.transitionLayout(
            with: ASSizeRangeMake(CGSize(width: 120, height: 0), CGSize(width: 120, height: 500)),
            animated: false, shouldMeasureAsync: false)
        #expect(node.calculatedSize == CGSize(width: 120, height: 40))
    }

    @Test func beforeAFirstLayoutATransitionDoesNothing() {
        let node = ExpandingNode()
        var called = false
        node.transitionLayout(withAnimation: false, shouldMeasureAsync: false) { called = true }
        #expect(!called && node.specs == 0 && node.calculatedLayout == nil)
    }

    @Test func layoutIfNeededLaysOutAgainOnlyAfterSetNeedsLayout() {
        let node = ExpandingNode()
        _ = node.layoutThatFits(Self.range)
        let specs = node.specs
        node.layoutIfNeeded()
        #expect(node.specs == specs, "nothing asked for a layout")
        node.isExpanded = true
        node.setNeedsLayout()
        node.layoutIfNeeded()
        #expect(node.specs == specs + 1)
        #expect(node.calculatedSize == CGSize(width: 200, height: 80))
        node.layoutIfNeeded()
        #expect(node.specs == specs + 1, "once per setNeedsLayout")
    }

    @Test func setNeedsLayoutMarksTheSupernodes() {
        let parent = ExpandingNode()
        let child = ASDisplayNode()
        parent.addSubnode(child)
        _ = parent.layoutThatFits(Self.range)
        parent.isExpanded = true
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.calculatedSize == CGSize(width: 200, height: 80))
    }
}
