import Foundation
import LayoutshotLayout
import Testing

@testable import AsyncDisplayKit

/// How a class's overrides are learned (from its method table, as Texture learns them from the
/// Objective-C runtime) and how often each override point is called: only in layout passes,
/// with the ranges Texture passes, as many times as Texture calls it. Every count below is
/// Texture's: `-layoutThatFits:parentSize:` calculates a node once per distinct range and
/// parent size, and a stack measures a child again only to flex or stretch it.
@Suite struct OverrideDetectionTests {
    /// Avatars in a row and a "+N" badge for those that do not fit, as an app writes it: the
    /// room left after the badge is negative for a width under 36, and there the loop never
    /// ends (`popLast()` on an empty array). The loop stops itself here so that a call with
    /// such a width fails the test instead of hanging it.
    class AvatarRowNode: ASDisplayNode {
        let avatarNodes = (0..<6).map { _ in
            ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 30, height: 30))
        }
        let badgeNode = ASDisplayNodeWithBackgroundColor(.gray, CGSize(width: 40, height: 30))
        var ranges: [ASSizeRange] = []
        var looped = false

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ranges.append(constrainedSize)
            let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : 1_000
            let canFit = Int((width - 40 + 4) / 34)
            var images = avatarNodes
            while images.count > canFit {
                guard images.popLast() != nil else {
                    looped = true
                    break
                }
            }
            let children: [ASLayoutElement] =
                images.count < avatarNodes.count ? images + [badgeNode] : images
            return ASStackLayoutSpec(
                direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                children: children)
        }
    }

    /// Tags in rows of 50 points: at a width under 50 no tag fits a row, and the loop that
    /// counts rows never ends; it stops itself here as `AvatarRowNode`'s does.
    class TagCloudNode: ASDisplayNode {
        var sizes: [CGSize] = []
        var looped = false

        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            sizes.append(constrainedSize)
            let perRow = Int(constrainedSize.width / 50)
            var left = 7
            var rows = 0
            while left > 0 {
                guard rows < 7 else {
                    looped = true
                    break
                }
                left -= perRow
                rows += 1
            }
            return CGSize(width: CGFloat(min(7, perRow) * 50), height: CGFloat(rows * 20))
        }
    }

    /// A node with `child` in a vertical stack aligned as `alignItems` says.
    final class ColumnNode: ASDisplayNode {
        let child: ASLayoutElement
        let alignItems: ASStackLayoutAlignItems

        init(_ child: ASLayoutElement, alignItems: ASStackLayoutAlignItems = .start) {
            self.child = child
            self.alignItems = alignItems
            super.init()
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASStackLayoutSpec(
                direction: .vertical, spacing: 0, justifyContent: .start, alignItems: alignItems,
                children: [child])
        }
    }

    static let column = ASSizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.infinity))

    // MARK: Learning overrides

    /// The method table entry of each override point is found, once, by comparing classes that
    /// differ in that override alone; without it every class would count as overriding.
    @Test func eachOverridePointHasOneEntry() {
        let entries = [
            OverridePoint.layoutSpecThatFits, .calculateSizeThatFits, .calculateLayoutThatFits,
        ]
        .map { MethodOverrides.entryOffset(of: $0) }
        #expect(entries.allSatisfy { $0 != nil })
        #expect(entries[0] != entries[1])
    }

    class PlainNode: ASDisplayNode {}
    final class PlainSubnode: PlainNode {}
    class SpecNode: ASDisplayNode {
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASLayoutSpec()
        }
    }
    final class SpecSubnode: SpecNode {}
    final class SizeNode: ASDisplayNode {
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { constrainedSize }
    }
    final class GenericSpecNode<Model>: ASDisplayNode {
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASLayoutSpec()
        }
    }
    final class PlainTextNode: ASTextNode {}
    final class SizedTextNode: ASTextNode {
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            CGSize(width: 10, height: 10)
        }
    }
    final class PlainImageNode: ASNetworkImageNode {}
    final class PlainCellNode: ASCellNode {}
    final class PlainButtonNode: ASButtonNode {}
    final class PlainStackSpec: ASStackLayoutSpec {}

    /// `implementsLayoutMethod()` and the kinds: a class lays itself out when it, or a class of
    /// the app's above it, overrides `layoutSpecThatFits` or `calculateSizeThatFits`; this
    /// module's text, image and button nodes always do. A class of this module that the app
    /// subclasses without overrides keeps its own kind (a text stays a text), and so does a spec.
    @Test func whichClassesLayThemselvesOut() {
        #expect(
            !ASDisplayNode().implementsLayoutMethod() && !PlainNode().implementsLayoutMethod()
                && !PlainSubnode().implementsLayoutMethod())
        #expect(
            SpecNode().implementsLayoutMethod() && SpecSubnode().implementsLayoutMethod()
                && SizeNode().implementsLayoutMethod()
                && GenericSpecNode<Int>().implementsLayoutMethod())
        #expect(!ASCellNode().implementsLayoutMethod() && !PlainCellNode().implementsLayoutMethod())
        let texts = [ASTextNode(), ASTextNode2(), PlainTextNode(), SizedTextNode()]
        let others = [
            ASImageNode(), ASNetworkImageNode(), PlainImageNode(), ASButtonNode(),
            PlainButtonNode(),
            ASEditableTextNode(),
        ]
        #expect((texts + others).allSatisfy { $0.implementsLayoutMethod() })

        let text = NSAttributedString(string: "Kind")
        for node in texts { node.attributedText = text }
        func isText(_ kind: LayoutNode.Kind) -> Bool {
            if case .text = kind { true } else { false }
        }
        func isDeferred(_ kind: LayoutNode.Kind) -> Bool {
            if case .deferred = kind { true } else { false }
        }
        #expect(texts.map { isText($0.engineKind) } == [true, true, true, false])
        #expect(isDeferred(SizedTextNode().engineKind) && isDeferred(PlainButtonNode().engineKind))
        if case .box = PlainSubnode().engineKind {
        } else {
            Issue.record("a plain subclass is a box")
        }
        if case .stack = PlainStackSpec().engineKind {
        } else {
            Issue.record("a plain stack subclass is a stack")
        }
    }

    final class UnaskedRowNode: AvatarRowNode {}
    final class UnaskedCloudNode: TagCloudNode {}

    /// Asking whether a node lays itself out, and reading its kind, call none of its methods
    /// (classes of this test alone: what is learned is kept per class).
    @Test func learningOverridesCallsNothing() {
        let row = UnaskedRowNode()
        let cloud = UnaskedCloudNode()
        _ = (
            row.implementsLayoutMethod(), row.engineKind, cloud.implementsLayoutMethod(),
            cloud.engineKind
        )
        #expect(row.ranges.isEmpty && cloud.sizes.isEmpty)
    }

    // MARK: layoutSpecThatFits

    /// The root of `layoutThatFits`: Texture calls `layoutSpecThatFits:` once, with the range.
    @Test func aLoopingSpecRunsOnceAsTheRoot() {
        let row = AvatarRowNode()
        let layout = row.layoutThatFits(Self.column)
        #expect(!row.looped && row.ranges.count == 1)
        #expect(ASSizeRangeEqualToSizeRange(row.ranges[0], Self.column))
        #expect(layout.size == CGSize(width: 176, height: 30))
        #expect(
            layout.sublayouts.first?.subframes == [
                rect(0, 0, 30, 30), rect(34, 0, 30, 30), rect(68, 0, 30, 30),
                rect(102, 0, 30, 30), rect(136, 0, 40, 30),
            ])
    }

    /// A child of a supernode's stack that does not flex or stretch: measured once, with the
    /// stack's cross range and an unbounded height.
    @Test func aLoopingSpecRunsOnceInAStack() {
        let row = AvatarRowNode()
        let column = ColumnNode(row)
        let layout = column.layoutThatFits(Self.column)
        #expect(!row.looped && row.ranges.count == 1)
        #expect(ASSizeRangeEqualToSizeRange(row.ranges[0], Self.column))
        #expect(layout.size == CGSize(width: 176, height: 30))
        #expect(row.calculatedSize == CGSize(width: 176, height: 30))
    }

    /// Stretched to a column of exactly 200 points, the row is measured once, already at that
    /// width (Texture gives a stretched child the stack's minimum cross size at once).
    @Test func aStretchedSpecRunsOnce() {
        let row = AvatarRowNode()
        let exact = ASSizeRange(
            min: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: CGFloat.infinity))
        let layout = ColumnNode(row, alignItems: .stretch).layoutThatFits(exact)
        #expect(!row.looped && row.ranges.count == 1)
        #expect(ASSizeRangeEqualToSizeRange(row.ranges[0], exact))
        #expect(layout.size == CGSize(width: 200, height: 30))
    }

    /// A row that shrinks: measured at its own width first, then at the width left to it, as
    /// Texture's stack flexes it; twice, never with a width it does not give.
    @Test func aShrinkingSpecRunsOncePerRange() {
        let row = AvatarRowNode()
        row.style.flexShrink = 1
        let line = HostNode { _ in
            ASStackLayoutSpec(
                direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                children: [
                    ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 100, height: 20)), row,
                ])
        }
        let layout = line.layoutThatFits(Self.column)
        #expect(!row.looped)
        #expect(
            row.ranges.map(\.max) == [
                CGSize(width: CGFloat.infinity, height: CGFloat.infinity),
                CGSize(width: 100, height: CGFloat.infinity),
            ])
        #expect(row.ranges.map(\.min) == [.zero, CGSize(width: 100, height: 0)])
        #expect(layout.sublayouts.first?.subframes == [rect(0, 0, 100, 20), rect(100, 0, 100, 30)])
    }

    /// The snapshot path (`LayoutshotPass`, as `assertLayoutSnapshot` lays a node out): one call,
    /// no problem.
    @Test func aLoopingSpecRunsOnceInASnapshotPass() {
        let row = AvatarRowNode()
        let pass = LayoutshotPass(of: ColumnNode(row), in: Self.column)
        #expect(pass.problems.isEmpty)
        #expect(!row.looped && row.ranges.count == 1)
        #expect(pass.layout.size == CGSize(width: 176, height: 30))
    }

    // MARK: calculateSizeThatFits

    /// Texture calls `calculateSizeThatFits:` with the range's maximum, once per range, and
    /// clamps the size to the range.
    @Test func aLoopingSizeRunsOnce() {
        let cloud = TagCloudNode()
        #expect(cloud.layoutThatFits(Self.column).size == CGSize(width: 200, height: 40))
        #expect(!cloud.looped && cloud.sizes == [CGSize(width: 200, height: CGFloat.infinity)])

        // In a stack: the cross range's maximum, and an unbounded height along the stack.
        let nested = TagCloudNode()
        let layout = ColumnNode(nested).layoutThatFits(
            ASSizeRange(min: .zero, max: CGSize(width: 120, height: 30)))
        #expect(!nested.looped && nested.sizes == [CGSize(width: 120, height: CGFloat.infinity)])
        #expect(nested.calculatedSize == CGSize(width: 100, height: 80))
        #expect(layout.size == CGSize(width: 100, height: 30), "the column is clamped to its range")
    }

    // MARK: layoutSpecBlock

    /// A block is called where Texture calls it, once per range, and before an override of
    /// either method: a node with a block never calls `layoutSpecThatFits` or
    /// `calculateSizeThatFits` (Texture asserts on a block beside a `layoutSpecThatFits`).
    @Test func aBlockRunsOnceAndWins() {
        var ranges: [ASSizeRange] = []
        let square = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 20, height: 20))
        let block: ASLayoutSpecBlock = { _, constrainedSize in
            ranges.append(constrainedSize)
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: square)
        }
        let plain = ASDisplayNode()
        plain.layoutSpecBlock = block
        #expect(ColumnNode(plain).layoutThatFits(Self.column).size == CGSize(width: 30, height: 30))
        #expect(ranges.count == 1 && ASSizeRangeEqualToSizeRange(ranges[0], Self.column))

        let row = AvatarRowNode()
        let cloud = TagCloudNode()
        row.layoutSpecBlock = block
        cloud.layoutSpecBlock = block
        #expect(row.layoutThatFits(Self.column).size == CGSize(width: 30, height: 30))
        #expect(cloud.layoutThatFits(Self.column).size == CGSize(width: 30, height: 30))
        #expect(ranges.count == 3 && row.ranges.isEmpty && cloud.sizes.isEmpty)
    }

    // MARK: Overrides that call super

    /// A text node that pads its text: its override is called once, and `super` measures the
    /// text alone (not the node, which would call the override again).
    final class PaddedTextNode: ASTextNode {
        var sizes: [CGSize] = []

        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            sizes.append(constrainedSize)
            let size = super.calculateSizeThatFits(constrainedSize)
            return CGSize(width: size.width + 10, height: size.height + 10)
        }
    }

    @Test func aTextSizeCallsSuper() {
        let text = NSAttributedString(
            string: "Padded", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let plain = ASTextNode()
        let padded = PaddedTextNode()
        plain.attributedText = text
        padded.attributedText = text
        let plainSize = plain.layoutThatFits(Self.column).size
        #expect(
            padded.layoutThatFits(Self.column).size
                == CGSize(width: plainSize.width + 10, height: plainSize.height + 10))
        #expect(padded.sizes == [CGSize(width: 200, height: CGFloat.infinity)])
    }

    /// A stack that moves its children 5 points right of where `super` puts them.
    final class ShiftedStackSpec: ASStackLayoutSpec {
        var calls = 0

        override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
            calls += 1
            let layout = super.calculateLayoutThatFits(constrainedSize)
            for sublayout in layout.sublayouts { sublayout.position.x += 5 }
            return ASLayout(
                layoutElement: self,
                size: CGSize(width: layout.size.width + 5, height: layout.size.height),
                sublayouts: layout.sublayouts)
        }
    }

    /// A spec's override is called once, and `super` gives the stack's own layout, its children
    /// measured once each by the pass: the children are drawn where the override puts them.
    @Test func aSpecLayoutCallsSuper() {
        let row = AvatarRowNode()
        let cloud = TagCloudNode()
        var specs: [ShiftedStackSpec] = []
        let node = HostNode { _ in
            let spec = ShiftedStackSpec(
                direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .start,
                children: [row, cloud])
            specs.append(spec)
            return spec
        }
        let pass = LayoutshotPass(of: node, in: range(400, .infinity))
        #expect(pass.problems.isEmpty)
        #expect(specs.count == 1 && specs[0].calls == 1)
        #expect(
            row.ranges.count == 1 && cloud.sizes == [CGSize(width: 400, height: CGFloat.infinity)])
        #expect(pass.layout.size == CGSize(width: 355, height: 52))
        #expect(
            pass.layout.sublayouts.first?.subframes == [rect(5, 0, 200, 30), rect(5, 32, 350, 20)])
    }
}
