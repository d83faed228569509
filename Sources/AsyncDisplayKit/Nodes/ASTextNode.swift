import Foundation
import LayoutshotLayout
import LayoutshotUIKit

/// A node that shows attributed text, as Texture's `ASTextNode`: measured and drawn by Pango with
/// the fonts shipped in the package. Runs may differ in font, colour and kerning; alignment and
/// line spacing come from the paragraph style.
///
/// ```swift
/// titleNode.attributedText = NSAttributedString(string: "Texture on Linux",
///     attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.black])
/// titleNode.maximumNumberOfLines = 2
/// ```
open class ASTextNode: ASControlNode {

    /// True: Texture's class sizes its text (`calculateSizeThatFits:`), so it lays itself out.
    open override func implementsLayoutMethod() -> Bool { true }
    // Unchecked exclusivity, as on every Texture class here (see `ASDisplayNode`).
    /// The text.
    @exclusivity(unchecked) open var attributedText: NSAttributedString? {
        didSet { layoutInputChanged() }
    }
    /// At most this many lines; 0 is no limit.
    @exclusivity(unchecked) open var maximumNumberOfLines: UInt = 0 {
        didSet { layoutInputChanged() }
    }
    /// Where text that does not fit is cut (tail for the wrapping modes).
    @exclusivity(unchecked) open var truncationMode: NSLineBreakMode = .byWordWrapping {
        didSet { layoutInputChanged() }
    }
    /// The truncation token; Layoutshot draws Pango's "…" whatever it says.
    @exclusivity(unchecked) open var truncationAttributedText: NSAttributedString? {
        didSet { layoutInputChanged() }
    }
    /// A message after the truncation token; not drawn here.
    @exclusivity(unchecked) open var additionalTruncationMessage: NSAttributedString? {
        didSet { layoutInputChanged() }
    }
    /// Kept for Texture code; not drawn here.
    @exclusivity(unchecked) open var placeholderColor: UIColor?
    /// Kept for Texture code; not drawn here.
    @exclusivity(unchecked) open var shadowPadding: UIEdgeInsets = .zero {
        didSet { layoutInputChanged() }
    }

    public override init() {
        super.init()
    }

    /// The size of the text in its container inset, within `constrainedSize`. Measured from the
    /// text alone, not from the node: a subclass that overrides this method and calls `super`
    /// lays itself out by calling it.
    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let parts = TextInsetParts(owner: self, insets: textContainerInset.engineInsets)
        return CGSize(
            TexturePass.layOutPart(parts.inset, in: ASSizeRange(min: .zero, max: constrainedSize))
                .frame.size)
    }

    /// The last conversion, reused while the text object and its options are the same: a cell's
    /// spec is rebuilt on every measurement, its text rarely changes. Mutable strings are
    /// converted every time (they can change in place).
    /// Fields rather than one optional tuple: reading the tuple copied all of it twice per node.
    @exclusivity(unchecked) private var convertedText: NSAttributedString?
    @exclusivity(unchecked) private var convertedOptions = (
        lines: UInt(0), mode: NSLineBreakMode.byWordWrapping
    )
    /// `nil` for an empty text.
    @exclusivity(unchecked) private var convertedContent: TextContent?

    /// Margins between the node's bounds and its text (`ASTextNode+Beta.h`), zero by default: the
    /// text is measured in the bounds less these and drawn inside them, and the node's
    /// background and border cover the whole bounds.
    @exclusivity(unchecked) open var textContainerInset: UIEdgeInsets = .zero {
        didSet { layoutInputChanged() }
    }
    /// Texture's factors for shrinking text that does not fit (`ASTextNode+Beta.h`). Stored only:
    /// text is never scaled down here, so a layout that relies on it shows its overflow.
    @exclusivity(unchecked) open var pointSizeScaleFactors: [NSNumber]? {
        didSet { layoutInputChanged() }
    }

    override func kind(opacity: Double?) -> LayoutNode.Kind {
        guard let (parts, background) = insetArrangement else {
            return super.kind(opacity: opacity)
        }
        return background ? .background : .inset(parts.insets)
    }

    override func forEachLeafPart(_ body: (any InPlaceElement) -> Void) {
        guard let (parts, background) = insetArrangement else { return }
        if background {
            body(parts.inset)
            body(parts.box)
        } else {
            body(parts.text)
        }
    }

    /// How a text with a container inset is laid out, `nil` for any other: its text sits in an
    /// inset (`TextInsetParts`), and the node's box, if it paints one, is a background behind both.
    private var insetArrangement: (parts: TextInsetParts, background: Bool)? {
        // The inset first: the common case reads nothing else.
        guard textContainerInset != .zero, case .text = super.kind(opacity: nil) else { return nil }
        let insets = textContainerInset.engineInsets
        guard insets != .zero else { return nil }
        if madeInsetParts?.insets != insets {
            madeInsetParts = TextInsetParts(owner: self, insets: insets)
        }
        guard let parts = madeInsetParts else { return nil }
        return (parts, backdrop != nil)
    }

    @exclusivity(unchecked) private var madeInsetParts: TextInsetParts?

    override var drawsOwnContent: Bool { true }

    override func leafKind(opacity: Double?) -> LayoutNode.Kind {
        guard let text = attributedText, var content = textContent(of: text) else { return .spacer }
        if let opacity {
            content.backdrop = backdrop
            content.opacity = opacity
        }
        return .text(content)
    }

    /// The attributed text as the engine's text content (`nil` when empty), from the last
    /// conversion when it still holds.
    private func textContent(of text: NSAttributedString) -> TextContent? {
        // `convertedText` is only kept when it is not mutable (a cast per read cost more than the
        // rest of this check).
        if convertedText === text, convertedOptions == (maximumNumberOfLines, truncationMode) {
            return convertedContent
        }
        var content: TextContent?
        if text.length > 0 {
            let owner = debugName.map { "\(typeName) '\($0)'" } ?? typeName
            content = AttributedTextConversion.content(
                of: text, maximumNumberOfLines: maximumNumberOfLines,
                truncationMode: truncationMode, owner: owner)
        }
        convertedText = text is NSMutableAttributedString ? nil : text
        convertedOptions = (maximumNumberOfLines, truncationMode)
        convertedContent = content
        return content
    }
}

/// Texture's second text node; the same here.
open class ASTextNode2: ASTextNode {}

/// A text node the user can edit (`ASEditableTextNode`): laid out and drawn with its text, or its
/// placeholder when it has none.
open class ASEditableTextNode: ASDisplayNode {

    /// True: Texture's class sizes its text (`calculateSizeThatFits:`), so it lays itself out.
    open override func implementsLayoutMethod() -> Bool { true }
    // Unchecked exclusivity, as on every Texture class here (see `ASDisplayNode`).
    /// The text typed.
    @exclusivity(unchecked) open var attributedText: NSAttributedString? {
        didSet { layoutInputChanged() }
    }
    /// Shown while `attributedText` is empty.
    @exclusivity(unchecked) open var attributedPlaceholderText: NSAttributedString? {
        didSet { layoutInputChanged() }
    }
    /// Attributes for typed text.
    @exclusivity(unchecked) open var typingAttributes: [String: Any]?
    /// Kept for Texture code.
    @exclusivity(unchecked) open var maximumLinesToDisplay: UInt = 0 {
        didSet { layoutInputChanged() }
    }
    /// Space around the text.
    @exclusivity(unchecked) open var textContainerInset: UIEdgeInsets = .zero {
        didSet { layoutInputChanged() }
    }
    /// Whether the text scrolls when it is taller than the node. Kept.
    @exclusivity(unchecked) open var scrollEnabled = true
    /// The delegate, held weakly. Never called: nobody types.
    open weak var delegate: ASEditableTextNodeDelegate?

    public override init() {
        super.init()
    }

    /// The text view the node edits with, made on first access: its `textContainerInset` is the
    /// node's; its font, colours, `isEditable`, `delegate`, `dataDetectorTypes` and the rest are
    /// kept (the node draws its own `attributedText`, or its placeholder).
    ///
    /// ```swift
    /// messageNode.textView.font = .systemFont(ofSize: 15)
    /// messageNode.textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    /// ```
    open var textView: UITextView {
        if let madeTextView { return madeTextView }
        let textView = NodeTextView(owner: self)
        madeTextView = textView
        return textView
    }

    @exclusivity(unchecked) private var madeTextView: UITextView?

    override var drawsOwnContent: Bool { true }

    override func leafKind(opacity: Double?) -> LayoutNode.Kind {
        let shown = (attributedText?.length ?? 0) > 0 ? attributedText : attributedPlaceholderText
        guard let text = shown, text.length > 0 else {
            return .box(opacity.map(appearance(opacity:)) ?? BoxAppearance())
        }
        let owner = debugName.map { "\(typeName) '\($0)'" } ?? typeName
        var content = AttributedTextConversion.content(
            of: text, maximumNumberOfLines: maximumLinesToDisplay,
            truncationMode: .byTruncatingTail, owner: owner)
        if let opacity {
            content.backdrop = backdrop
            content.opacity = opacity
        }
        return .text(content)
    }
}

/// An editable text node's text view: its container inset is the node's.
private final class NodeTextView: UITextView {
    unowned let owner: ASEditableTextNode

    init(owner: ASEditableTextNode) {
        self.owner = owner
        super.init()
    }

    override var textContainerInset: UIEdgeInsets {
        get { owner.textContainerInset }
        set { owner.textContainerInset = newValue }
    }

    override var isScrollEnabled: Bool {
        get { owner.scrollEnabled }
        set { owner.scrollEnabled = newValue }
    }
}

/// What an editable text node tells its delegate (Texture's `ASEditableTextNodeDelegate`): every
/// method is optional, and none is called here (nobody types).
public protocol ASEditableTextNodeDelegate: AnyObject {
    /// Whether editing may begin.
    func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool
    /// Editing began.
    func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode)
    /// Whether a change of the text may happen.
    func editableTextNode(
        _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool
    /// The text changed.
    func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode)
    /// Editing ended.
    func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode)
}

extension ASEditableTextNodeDelegate {
    /// Yes.
    public func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool {
        true
    }
    /// Nothing.
    public func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) {}
    /// Yes.
    public func editableTextNode(
        _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool { true }
    /// Nothing.
    public func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) {}
    /// Nothing.
    public func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) {}
}

/// The parts a text node with a container inset is laid out as, below the node itself (an
/// inset, or a background whose child is that inset and whose background is the node's box):
/// the inset around the text, the text, and the box. They are the node's own, made once; the
/// engine reads them for layout alone, and they take their colours from the node once the
/// layout is done (`LayoutDrawing`).
private final class TextInsetParts {
    let insets: EdgeInsets
    let inset: Part
    let text: Part
    let box: Part

    init(owner: ASTextNode, insets: EdgeInsets) {
        self.insets = insets
        text = Part(owner: owner, role: .text)
        inset = Part(owner: owner, role: .inset, child: text)
        box = Part(owner: owner, role: .box)
    }

    final class Part: InPlaceElement, DrawnElement {
        enum Role { case inset, text, box }

        unowned let owner: ASTextNode
        let role: Role
        let child: Part?

        init(owner: ASTextNode, role: Role, child: Part? = nil) {
            self.owner = owner
            self.role = role
            self.child = child
        }

        /// The part's kind drawn at `opacity`, the owner's; `nil` for layout alone.
        func kind(opacity: Double?) -> LayoutNode.Kind {
            switch role {
            case .inset: return .inset(owner.textContainerInset.engineInsets)
            case .box: return .box(opacity.map(owner.appearance(opacity:)) ?? BoxAppearance())
            case .text:
                // The owner's box is drawn by the `box` part, behind the inset.
                guard case .text(var content) = owner.leafKind(opacity: opacity) else {
                    return .spacer
                }
                // Only when there is one: a changed content gets new storage, and layout reads
                // this kind on every pass.
                if content.backdrop != nil { content.backdrop = nil }
                return .text(content)
            }
        }

        var engineKind: LayoutNode.Kind { kind(opacity: nil) }
        var engineStyle: LayoutStyle { LayoutStyle() }
        var engineID: String? { nil }

        func draw(_ tree: inout LayoutNode, under inherited: Double) -> Double {
            tree.kind = kind(opacity: inherited)
            return inherited
        }

        func forEachEngineChild(
            isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
        ) {
            if let child { body(child) }
        }
    }
}
