import AsyncDisplayKit
import Foundation
import LayoutshotTesting
import Testing

/// `assertNoLayoutIssues`: lint findings at several widths fail the test, each once with its widths.
struct LayoutIssueAssertionTests {
    static let cell = SizeRange(min: Size(375, 0), max: Size(375, .infinity))

    @Test func aCleanLayoutPasses() {
        assertNoLayoutIssues(of: Stack(.horizontal, spacing: 8) { Box(.red).preferredSize(40, 40).id("icon") }, in: Self.cell)
    }

    @Test func findingsNameTheWidthsTheyHappenAt() {
        let row = Stack(.horizontal) { Box(.red).preferredSize(340, 10).id("wide") }
        withKnownIssue {
            assertNoLayoutIssues(of: row, widths: [320, 330, 375], in: Self.cell)
        } matching: { issue in
            issue.comments.first?.rawValue == """
                the layout has 2 layout issues:
                - overflow: `wide` is drawn 20 pt beyond its parent's right edge (at 320 pt)
                - overflow: `wide` is drawn 10 pt beyond its parent's right edge (at 330 pt)
                Fix the layout, or pass `ignoring:` the kinds that are intended.
                """
        }
        assertNoLayoutIssues(of: row, widths: [320], in: Self.cell, ignoring: [.overflow])
    }

    @Test func textureNodesAreLintedAsCells() {
        let node = ASDisplayNode()
        let child = ASDisplayNode()
        child.backgroundColor = .red
        child.style.preferredSize = CGSize(width: 0, height: 12)
        node.layoutSpecBlock = { _, _ in ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                                          alignItems: .start, children: [child]) }
        withKnownIssue {
            assertNoLayoutIssues(of: node, widths: [320, 414])
        } matching: { issue in
            issue.comments.first?.rawValue == """
                ASDisplayNode has 1 layout issue:
                - invisible: `box` at root.children[0].children[0] draws nothing: it is 0 × 12 pt (at 320, 414 pt)
                Fix the layout, or pass `ignoring:` the kinds that are intended.
                """
        }
    }
}
