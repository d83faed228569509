import AsyncDisplayKit
import Foundation
import LayoutshotTesting
import Testing

/// `assertNoLayoutIssues`: lint findings at several widths fail the test, each once with its widths
/// and the steps of its node's explanation that decided it (at the first of those widths).
struct LayoutIssueAssertionTests {
    static let cell = SizeRange(min: Size(375, 0), max: Size(375, .infinity))

    @Test func aCleanLayoutPasses() {
        assertNoLayoutIssues(
            of: Stack(.horizontal, spacing: 8) { Box(.red).preferredSize(40, 40).id("icon") },
            in: Self.cell)
    }

    @Test func findingsNameTheWidthsTheyHappenAt() {
        let row = Stack(.horizontal) { Box(.red).preferredSize(340, 10).id("wide") }
        withKnownIssue {
            assertNoLayoutIssues(of: row, widths: [320, 330, 375], in: Self.cell)
        } matching: { issue in
            issue.comments.first?.rawValue == """
                the layout has 2 layout issues:
                - overflow: `wide` is drawn 20 pt beyond its parent's right edge (at 320 pt)
                    4. The items and spacing of `wide`'s line take 340, 20 past the stack's max width 320, but no item of the line has a flexShrink: nothing shrinks and the line overflows.
                    8. `wide` is a display node, which takes its range's max when both axes are bounded: 340 × 10.
                    9. `stack` at root places `wide` along its line (justifyContent start, no free space): x = 0; across it (alignItems stretch), at the line's start, y = 0.
                - overflow: `wide` is drawn 10 pt beyond its parent's right edge (at 330 pt)
                    4. The items and spacing of `wide`'s line take 340, 10 past the stack's max width 330, but no item of the line has a flexShrink: nothing shrinks and the line overflows.
                    8. `wide` is a display node, which takes its range's max when both axes are bounded: 340 × 10.
                    9. `stack` at root places `wide` along its line (justifyContent start, no free space): x = 0; across it (alignItems stretch), at the line's start, y = 0.
                Fix the layout, or pass `ignoring:` the kinds that are intended.
                """
        }
        assertNoLayoutIssues(of: row, widths: [320], in: Self.cell, ignoring: [.overflow])
    }

    @Test func aSymbolIsReportedAsAStandIn() {
        let node = ASImageNode()
        node.image = UIImage(systemName: "heart.fill")
        node.debugName = "like"
        withKnownIssue {
            assertNoLayoutIssues(of: node, widths: [320])
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                """
                ASImageNode has 1 layout issue:
                - standIn: `like` is drawn as a stand-in for SF Symbol "heart.fill": a device draws other pixels there (at 320 pt)
                """) == true
        }
        assertNoLayoutIssues(of: node, widths: [320], ignoring: [.standIn])
    }

    @Test func textureNodesAreLintedAsCells() {
        let node = ASDisplayNode()
        let child = ASDisplayNode()
        child.backgroundColor = .red
        child.style.preferredSize = CGSize(width: 0, height: 12)
        node.layoutSpecBlock = { _, _ in
            ASStackLayoutSpec(
                direction: .horizontal, spacing: 0, justifyContent: .start,
                alignItems: .start, children: [child])
        }
        withKnownIssue {
            assertNoLayoutIssues(of: node, widths: [320, 414])
        } matching: { issue in
            issue.comments.first?.rawValue == """
                ASDisplayNode has 1 layout issue:
                - invisible: `box` at root.children[0].children[0] draws nothing: it is 0 × 12 pt (at 320, 414 pt)
                     6. The items and spacing of `box` at root.children[0].children[0]'s line take 0 of the stack's min width 320: 320 free, but no item of the line has a flexGrow: nothing grows.
                    10. `box` at root.children[0].children[0] is a display node, which takes its range's max when both axes are bounded: 0 × 12.
                Fix the layout, or pass `ignoring:` the kinds that are intended.
                """
        }
    }
}
