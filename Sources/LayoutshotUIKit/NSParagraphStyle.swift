import Foundation

/// Paragraph attributes of attributed text, as UIKit's `NSParagraphStyle`. Layoutshot reads
/// `alignment`, `lineSpacing` and `lineBreakMode`; the rest are kept for code that sets them.
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

    open var alignment: NSTextAlignment { storage.alignment }
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    open var lineSpacing: CGFloat { storage.lineSpacing }
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    open var headIndent: CGFloat { storage.headIndent }
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
    open override var alignment: NSTextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore }
        set { storage.paragraphSpacingBefore = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight }
        set { storage.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight }
        set { storage.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple }
        set { storage.lineHeightMultiple = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent }
        set { storage.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storage.headIndent }
        set { storage.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storage.tailIndent }
        set { storage.tailIndent = newValue }
    }
}
