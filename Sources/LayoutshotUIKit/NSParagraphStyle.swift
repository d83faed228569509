import Foundation

/// Paragraph attributes of attributed text, as UIKit's `NSParagraphStyle`. Layoutshot applies
/// `alignment` and `lineSpacing` (of the first run's style); the rest are kept for code that sets
/// them. An `ASTextNode` truncates by its `truncationMode`, not by `lineBreakMode`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storage = Storage()

    struct Storage: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
    }

    public override init() {}

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How the lines are aligned; `.natural` (the default) is drawn left-aligned.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines wrap or are cut, `.byWordWrapping` by default. Stored only: an `ASTextNode`
    /// truncates by its own `truncationMode`.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Extra space between the lines of a paragraph, in points; 0 by default. Applied, like `alignment`,
    /// from the style of the text's first run to the whole text.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Space after a paragraph, in points. Stored for Texture code; Layoutshot does not apply it.
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Space before a paragraph, in points. Stored for Texture code; Layoutshot does not apply it.
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// The smallest line height, in points; 0 is none. Stored only: Layoutshot does not apply it.
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The largest line height, in points; 0 is none. Stored only: Layoutshot does not apply it.
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// A factor on the font's line height; 0 is none. Stored only: Layoutshot does not apply it.
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// The indent of a paragraph's first line, in points. Stored only: Layoutshot does not apply it.
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// The indent of the other lines from the leading edge, in points. Stored only: not applied.
    open var headIndent: CGFloat { storage.headIndent }
    /// The trailing indent, in points (from the leading edge if positive, UIKit's rule). Stored
    /// only: Layoutshot does not apply it.
    open var tailIndent: CGFloat { storage.tailIndent }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.storage = storage
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storage = storage
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }

    open override var hash: Int { Int(storage.lineSpacing) &+ storage.alignment.rawValue }
}

/// A paragraph style you can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How the lines are aligned; `.natural` (the default) is drawn left-aligned.
    open override var alignment: NSTextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    /// How lines wrap or are cut, `.byWordWrapping` by default. Stored only: an `ASTextNode`
    /// truncates by its own `truncationMode`.
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    /// Extra space between the lines of a paragraph, in points; 0 by default. Applied, like `alignment`,
    /// from the style of the text's first run to the whole text.
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    /// Space after a paragraph, in points. Stored for Texture code; Layoutshot does not apply it.
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }
    /// Space before a paragraph, in points. Stored for Texture code; Layoutshot does not apply it.
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore }
        set { storage.paragraphSpacingBefore = newValue }
    }
    /// The smallest line height, in points; 0 is none. Stored only: Layoutshot does not apply it.
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight }
        set { storage.minimumLineHeight = newValue }
    }
    /// The largest line height, in points; 0 is none. Stored only: Layoutshot does not apply it.
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight }
        set { storage.maximumLineHeight = newValue }
    }
    /// A factor on the font's line height; 0 is none. Stored only: Layoutshot does not apply it.
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple }
        set { storage.lineHeightMultiple = newValue }
    }
    /// The indent of a paragraph's first line, in points. Stored only: Layoutshot does not apply it.
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent }
        set { storage.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines from the leading edge, in points. Stored only: not applied.
    open override var headIndent: CGFloat {
        get { storage.headIndent }
        set { storage.headIndent = newValue }
    }
    /// The trailing indent, in points (from the leading edge if positive, UIKit's rule). Stored
    /// only: Layoutshot does not apply it.
    open override var tailIndent: CGFloat {
        get { storage.tailIndent }
        set { storage.tailIndent = newValue }
    }
}
