import AsyncDisplayKit
import Foundation
import Testing

/// `layoutThatFits` with the range of the last call returns that layout without running the spec
/// again, as Texture's layout cache, until a layout input changes: `setNeedsLayout()`,
/// `invalidateCalculatedLayout()`, a transition, or a style, text, image or button content set.
@Suite struct LayoutCacheTests {
    /// A title above a badge; it counts its specs and sets its badge's size as apps do, in the spec.
    final class CountingNode: ASDisplayNode {
        let titleNode = ASTextNode()
        let badgeNode = ASImageNode()
        var badgeSide: CGFloat = 10
        private(set) var specs = 0

        init(title: String) {
            super.init()
            titleNode.attributedText = NSAttributedString(string: title)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            specs += 1
            badgeNode.style.preferredSize = CGSize(width: badgeSide, height: badgeSide)
            return ASStackLayoutSpec(
                direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                children: [titleNode, badgeNode])
        }
    }

    static let range = ASSizeRangeMake(
        CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity))
    static let narrow = ASSizeRangeMake(
        CGSize(width: 120, height: 0), CGSize(width: 120, height: CGFloat.infinity))

    /// The size a new node of the same content has: what a layout after a change must equal.
    static func freshSize(title: String, badgeSide: CGFloat = 10) -> CGSize {
        let node = CountingNode(title: title)
        node.badgeSide = badgeSide
        return node.layoutThatFits(range).size
    }

    @Test func theSameRangeTwiceRunsTheSpecOnceAndGivesTheSameLayout() {
        let node = CountingNode(title: "Hello")
        let first = node.layoutThatFits(Self.range)
        let second = node.layoutThatFits(Self.range)
        #expect(node.specs == 1)
        #expect(first === second)
        #expect(node.calculatedLayout === first)
        _ = node.layoutThatFits(Self.range, parentSize: Self.range.max)
        #expect(node.specs == 2, "another parent size is another key")
    }

    @Test func aChangeToANodeOutsideTheLayoutKeepsIt() {
        let node = CountingNode(title: "Hello")
        let other = CountingNode(title: "Elsewhere")
        let layout = node.layoutThatFits(Self.range)
        other.titleNode.attributedText = NSAttributedString(string: "Changed")
        other.style.width = ASDimensionMake(50)
        other.setNeedsLayout()
        #expect(node.layoutThatFits(Self.range) === layout)
        #expect(node.specs == 1)
    }

    @Test func onlyTheLastRangeIsKept() {
        let node = CountingNode(title: "Hello")
        _ = node.layoutThatFits(Self.range)
        _ = node.layoutThatFits(Self.narrow)
        _ = node.layoutThatFits(Self.narrow)
        #expect(node.specs == 2)
        _ = node.layoutThatFits(Self.range)
        #expect(node.specs == 3)
    }

    @Test func anotherScaleLaysOutAgain() {
        let node = CountingNode(title: "Hello")
        _ = node.layoutThatFits(Self.range)
        UIScreen.$currentScale.withValue(3) { _ = node.layoutThatFits(Self.range) }
        #expect(node.specs == 2)
    }

    @Test func aPropertyOfTheAppsOwnIsReadAgainOnlyAfterSetNeedsLayout() {
        let node = CountingNode(title: "Hello")
        let before = node.layoutThatFits(Self.range).size
        node.badgeSide = 30
        #expect(
            node.layoutThatFits(Self.range).size == before, "Texture keeps its layout until told")
        #expect(node.specs == 1)
        node.setNeedsLayout()
        #expect(
            node.layoutThatFits(Self.range).size == Self.freshSize(title: "Hello", badgeSide: 30))
        #expect(node.specs == 2)
        node.badgeSide = 12
        node.invalidateCalculatedLayout()
        #expect(
            node.layoutThatFits(Self.range).size == Self.freshSize(title: "Hello", badgeSide: 12))
        #expect(node.specs == 3)
    }

    @Test func aSubnodesTextImageOrStyleSetLaysOutAgain() throws {
        let node = CountingNode(title: "Hi")
        _ = node.layoutThatFits(Self.range)
        let long = "A much longer title that wraps onto a second line at two hundred points"
        node.titleNode.attributedText = NSAttributedString(string: long)
        #expect(node.layoutThatFits(Self.range).size == Self.freshSize(title: long))
        #expect(node.specs == 2)

        node.badgeNode.image = UIImage(size: CGSize(width: 50, height: 50))
        _ = node.layoutThatFits(Self.range)
        #expect(node.specs == 3, "a new image")

        node.titleNode.style.flexShrink = 1
        let layout = node.layoutThatFits(Self.range)
        #expect(node.specs == 4, "a style set")
        #expect(node.layoutThatFits(Self.range) === layout)
        #expect(node.specs == 4)
    }

    @Test func aButtonsTitleSetLaysOutAgain() {
        let range = ASSizeRangeMake(.zero, CGSize(width: 300, height: 100))
        let button = ASButtonNode()
        button.setTitle("OK", with: nil, with: nil, for: .normal)
        let short = button.layoutThatFits(range).size
        button.setTitle("Continue to checkout", with: nil, with: nil, for: .normal)
        let long = button.layoutThatFits(range).size
        #expect(long.width > short.width)
        let fresh = ASButtonNode()
        fresh.setTitle("Continue to checkout", with: nil, with: nil, for: .normal)
        #expect(long == fresh.layoutThatFits(range).size)
    }

    @Test func aSnapshotPassAlwaysLaysOutAnew() {
        let node = CountingNode(title: "Hello")
        _ = node.layoutThatFits(Self.range)
        node.badgeSide = 30
        let pass = LayoutshotPass(of: node, in: Self.range)
        #expect(pass.layout.size == Self.freshSize(title: "Hello", badgeSide: 30))
        #expect(node.specs == 2)
    }
}
