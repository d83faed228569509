import Foundation
import LayoutshotUIKit

/// A cell that shows a line of text (`ASTextCellNode`): its `text` in `textAttributes` (18-pt
/// system font by default) inside `textInsets` (11 pt above and below, 15 pt at the sides), as in
/// Texture.
///
/// ```swift
/// let cell = ASTextCellNode()
/// cell.text = "Hello"
/// ```
open class ASTextCellNode: ASCellNode {
    /// The text node.
    public let textNode = ASTextNode()
    /// The text's attributes.
    open var textAttributes: [NSAttributedString.Key: Any] {
        didSet { updateText() }
    }
    /// The space around the text.
    open var textInsets: UIEdgeInsets
    /// The text.
    open var text: String? {
        didSet { updateText() }
    }

    /// A cell with Texture's default attributes and insets.
    public override convenience init() {
        self.init(
            attributes: [.font: UIFont.systemFont(ofSize: 18)],
            insets: UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15))
    }

    /// A cell with text attributes and insets.
    public init(
        attributes textAttributes: [NSAttributedString.Key: Any], insets textInsets: UIEdgeInsets
    ) {
        self.textAttributes = textAttributes
        self.textInsets = textInsets
        super.init()
        automaticallyManagesSubnodes = true
    }

    private func updateText() {
        textNode.attributedText = text.map {
            NSAttributedString(string: $0, attributes: textAttributes)
        }
    }

    /// The text inside the insets.
    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: textInsets, child: textNode)
    }
}
