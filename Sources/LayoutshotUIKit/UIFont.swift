import Foundation

/// A font, as UIKit's `UIFont`. The system font is drawn with the DejaVu Sans shipped with
/// Layoutshot (bold and italic faces to match); a named font is looked up in the fonts folders
/// when the layout is measured, and a missing one is an error that names it.
///
/// ```swift
/// titleNode.attributedText = NSAttributedString(string: "Hello",
///     attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)])
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name as given (`"Avenir-Medium"`), or the system font's.
    public let fontName: String
    /// The family (`"DejaVu Sans"` for the system font; for a named font, the part before `-`).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A font by name: `"Family-Style"` (`"DejaVuSerif-BoldItalic"`) or a family name
    /// (`"DejaVu Serif"`). Unlike UIKit it never returns `nil`: whether the family exists is
    /// checked when a layout uses it, with an error that names the font.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count == 2 ? parts[1].lowercased() : ""
        let weight: Weight =
            switch true {
            case style.contains("ultralight"), style.contains("extralight"): .ultraLight
            case style.contains("thin"): .thin
            case style.contains("light"): .light
            case style.contains("semibold"), style.contains("demibold"): .semibold
            case style.contains("bold"): .bold
            case style.contains("medium"): .medium
            case style.contains("heavy"): .heavy
            case style.contains("black"): .black
            default: .regular
            }
        self.fontName = fontName
        self.familyName = parts.first ?? fontName
        self.pointSize = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        self.weight = weight
        self.isItalic = style.contains("italic") || style.contains("oblique")
    }

    /// The system font (DejaVu Sans here).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            fontName: ".SFUI", familyName: systemFamily, pointSize: fontSize, weight: weight,
            isItalic: false)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: ".SFUI-Italic", familyName: systemFamily, pointSize: fontSize,
            weight: .regular, isItalic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono here).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            fontName: ".SFMono", familyName: "DejaVu Sans Mono", pointSize: fontSize,
            weight: weight, isItalic: false)
    }

    /// The font for a text style at the default ("large") content size, as UIKit sizes them.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultPointSize, weight: style.defaultWeight)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight,
            isItalic: isItalic)
    }

    /// The family the system font is drawn with.
    public static let systemFamily = "DejaVu Sans"

    /// The Pango font description this font is drawn with, e.g. `"DejaVu Sans Bold 17"`.
    public var pangoDescription: String {
        var words = [familyName + ","]
        if let weightName = weight.pangoName { words.append(weightName) }
        if isItalic { words.append(familyName.contains("Sans") ? "Oblique" : "Italic") }
        var size = String(Double(pointSize))
        if size.hasSuffix(".0") { size.removeLast(2) }
        words.append(size)
        return words.joined(separator: " ")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && familyName == other.familyName
            && pointSize == other.pointSize
            && weight == other.weight && isItalic == other.isItalic
    }

    open override var hash: Int { pangoDescription.hashValue }

    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// A font weight, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from UIKit's scale, -1 (lightest) … 1 (heaviest); `regular` is 0.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's −0.8; drawn with Pango's Ultra-Light.
        public static let ultraLight = Weight(-0.8)
        /// UIKit's −0.6; drawn with Pango's Thin.
        public static let thin = Weight(-0.6)
        /// UIKit's −0.4; drawn with Pango's Light.
        public static let light = Weight(-0.4)
        /// UIKit's 0, the default; Pango's normal weight.
        public static let regular = Weight(0)
        /// UIKit's 0.23; drawn with Pango's Medium.
        public static let medium = Weight(0.23)
        /// UIKit's 0.3; drawn with Pango's Semi-Bold.
        public static let semibold = Weight(0.3)
        /// UIKit's 0.4; drawn with Pango's Bold.
        public static let bold = Weight(0.4)
        /// UIKit's 0.56; drawn with Pango's Heavy.
        public static let heavy = Weight(0.56)
        /// UIKit's 0.62; drawn with Pango's Ultra-Heavy.
        public static let black = Weight(0.62)

        /// Pango's weight word; `nil` for regular.
        var pangoName: String? {
            switch rawValue {
            case ..<(-0.7): "Ultra-Light"
            case ..<(-0.5): "Thin"
            case ..<(-0.2): "Light"
            case ..<0.1: nil
            case ..<0.27: "Medium"
            case ..<0.35: "Semi-Bold"
            case ..<0.5: "Bold"
            case ..<0.6: "Heavy"
            default: "Ultra-Heavy"
            }
        }
    }

    /// Dynamic Type's text styles, at the default content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A caption: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// A secondary caption: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }
}
