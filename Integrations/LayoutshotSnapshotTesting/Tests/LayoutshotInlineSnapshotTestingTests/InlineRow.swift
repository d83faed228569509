import AsyncDisplayKit
import LayoutshotInlineSnapshotTesting

/// The subjects of the inline assertions' tests: a row built with the DSL and one as a Texture node.
enum InlineRow {
    /// A dot and a title bar; `width` is the title's.
    static func make(width: Double = 80) -> some LayoutElement {
        Inset(.all(4)) {
            Stack(.horizontal, spacing: 4, alignItems: .center) {
                Box(.red).preferredSize(12, 12).id("dot")
                Box(.blue).preferredSize(width, 8).id("title")
            }
        }
    }

    /// A Texture cell: an avatar and a title bar in a horizontal stack, inset by 8.
    final class Node: ASDisplayNode {
        let avatar = ASDisplayNode()
        let title = ASDisplayNode()

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            avatar.style.preferredSize = CGSize(width: 28, height: 28)
            title.style.preferredSize = CGSize(width: 120, height: 14)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let row = ASStackLayoutSpec(
                direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                children: [avatar, title])
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
        }
    }
}
