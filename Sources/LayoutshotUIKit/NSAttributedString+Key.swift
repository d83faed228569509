import Foundation

// The attribute names Texture code sets on an `ASTextNode`'s attributed text, with UIKit's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs of the run.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` (or its raw value): a line under the run.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` (or its raw value): a line through the run.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Points the run's baseline is raised by; negative lowers it.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line; drawn as a single line here (Pango has no thick underline).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines (UIKit's raw value 0x09).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
