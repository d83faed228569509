import AsyncDisplayKit
import LayoutshotTesting

/// The app code under test. The round trip (scripts/downstream/check.py) records the tests, runs
/// them again to pass, then makes the title 70 pt wide, as a change to the app would, to see them
/// fail with what changed.
enum Layouts {
    static let titleWidth: Double = 80

    /// A dot and a title bar.
    static func row() -> some LayoutElement {
        Inset(.all(4)) {
            Stack(.horizontal, spacing: 4, alignItems: .center) {
                Box(.red).preferredSize(12, 12).id("dot")
                Box(.blue).preferredSize(titleWidth, 8).id("title")
            }
        }
    }
}

/// The same row as a Texture node.
final class RowNode: ASDisplayNode {
    let dot = ASDisplayNode()
    let title = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        dot.style.preferredSize = CGSize(width: 12, height: 12)
        title.style.preferredSize = CGSize(width: Layouts.titleWidth, height: 8)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let row = ASStackLayoutSpec(
            direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
            children: [dot, title])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: row)
    }
}
