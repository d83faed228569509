import Foundation
import LayoutshotUIKit

/// A button (`ASButtonNode`): an image and a title in a stack, inset by `contentEdgeInsets`,
/// over an optional background image, laid out exactly as Texture's `layoutSpecThatFits:`.
/// The title and images shown are the state's, chosen as Texture does: disabled, then selected
/// and highlighted, highlighted, selected, each falling back to the normal state's.
///
/// ```swift
/// let follow = ASButtonNode()
/// follow.setTitle("Follow", with: UIFont.boldSystemFont(ofSize: 15), with: .white, for: .normal)
/// follow.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
/// follow.backgroundColor = .systemBlue
/// ```
open class ASButtonNode: ASControlNode {

    /// True: Texture's class has a spec of its own (`layoutSpecThatFits:`), so it lays itself out.
    open override func implementsLayoutMethod() -> Bool { true }
    /// The title's text node.
    public let titleNode = ASTextNode()
    /// The image's node.
    public let imageNode = ASImageNode()
    /// The background image's node.
    public let backgroundImageNode = ASImageNode()
    /// Space between the image and the title.
    open var contentSpacing: CGFloat = 8 { didSet { layoutInputChanged() } }
    /// Image and title side by side (else stacked).
    open var laysOutHorizontally = true { didSet { layoutInputChanged() } }
    /// Where the image and title sit horizontally in the button, `.middle` (centred) by default.
    open var contentHorizontalAlignment: ASHorizontalAlignment = .middle {
        didSet { layoutInputChanged() }
    }
    /// Where the image and title sit vertically in the button, `.center` by default.
    open var contentVerticalAlignment: ASVerticalAlignment = .center {
        didSet { layoutInputChanged() }
    }
    /// Padding between the button's edges and its image and title; zero by default.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { layoutInputChanged() } }
    /// Whether the image comes before the title (`.beginning`, the default) or after it.
    open var imageAlignment: ASButtonNodeImageAlignment = .beginning {
        didSet { layoutInputChanged() }
    }

    private var titles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
        imageNode.contentMode = .center
        backgroundImageNode.contentMode = .scaleToFill
    }

    /// The title for a state, with a font (the system font at 18 pt by default) and colour.
    open func setTitle(
        _ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State
    ) {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font ?? UIFont.systemFont(ofSize: 18)
        ]
        if let color { attributes[.foregroundColor] = color }
        setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
    }

    /// The attributed title for a state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titles[state.rawValue] = title
        update()
    }

    /// The attributed title of a state.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        titles[state.rawValue]
    }

    /// The image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        update()
    }

    /// The image of a state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    /// The background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        update()
    }

    /// The background image of a state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue]
    }

    /// Shows the current state's title and images.
    open override var isEnabled: Bool { didSet { update() } }
    /// Shows the selected state's title and images (Texture's follow / following toggle).
    open override var isSelected: Bool { didSet { update() } }
    /// Shows the highlighted state's title and images.
    open override var isHighlighted: Bool { didSet { update() } }

    private func update() {
        titleNode.attributedText = forCurrentState(titles)
        imageNode.image = forCurrentState(images)
        backgroundImageNode.image = forCurrentState(backgroundImages)
    }

    /// The value for the state the button is in, in Texture's order of precedence; a state
    /// without its own value shows the normal state's.
    private func forCurrentState<Value>(_ values: [UInt: Value]) -> Value? {
        let highlightedSelected = UIControl.State([.highlighted, .selected]).rawValue
        if !isEnabled, let value = values[UIControl.State.disabled.rawValue] { return value }
        if isHighlighted, isSelected, let value = values[highlightedSelected] { return value }
        if isHighlighted, let value = values[UIControl.State.highlighted.rawValue] { return value }
        if isSelected, let value = values[UIControl.State.selected.rawValue] { return value }
        return values[UIControl.State.normal.rawValue]
    }

    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec()
        stack.direction = laysOutHorizontally ? .horizontal : .vertical
        stack.spacing = contentSpacing
        stack.horizontalAlignment = contentHorizontalAlignment
        stack.verticalAlignment = contentVerticalAlignment
        var children: [ASLayoutElement] = []
        if imageNode.image != nil { children.append(imageNode) }
        if (titleNode.attributedText?.length ?? 0) > 0 {
            if imageAlignment == .beginning {
                children.append(titleNode)
            } else {
                children.insert(titleNode, at: 0)
            }
        }
        stack.children = children
        var spec: ASLayoutSpec = stack
        if contentEdgeInsets != .zero {
            spec = ASInsetLayoutSpec(insets: contentEdgeInsets, child: spec)
        }
        if backgroundImageNode.image != nil {
            spec = ASBackgroundLayoutSpec(child: spec, background: backgroundImageNode)
        }
        return spec
    }
}
