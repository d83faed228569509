import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// An attributed string as the engine's text: plain text with one font and colour when every
/// run shares them (so it lays out and draws exactly as a fixture's `text`), Pango markup with
/// a span per run otherwise. Paragraph attributes come from the first run, as UIKit applies
/// one paragraph style per paragraph.
enum AttributedTextConversion {
    /// UIKit's font for text without a `.font` attribute.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func content(
        of text: NSAttributedString, maximumNumberOfLines: UInt, truncationMode: NSLineBreakMode,
        owner: String
    ) -> TextContent {
        let string = text.string
        var runs: [Run] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: text.length)
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            guard let bounds = Range(range, in: string) else { return }
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            runs.append(Run(text: String(string[bounds]), attributes: attributes))
        }
        let first = runs.first ?? Run(text: "", attributes: [:])
        let uniform = runs.allSatisfy {
            $0.font == first.font && $0.color == first.color && !$0.isDecorated
        }
        let baseFont = FontResolver.description(for: first.font, owner: owner)
        let markup: String? = uniform ? nil : runs.map { $0.markup(owner: owner) }.joined()
        let alignment: TextAlignment =
            switch paragraph?.alignment ?? .natural {
            case .left, .natural: .left
            case .center: .center
            case .right: .right
            case .justified: .justify
            }
        let truncation: TextTruncation =
            switch truncationMode {
            case .byTruncatingHead: .head
            case .byTruncatingMiddle: .middle
            case .byClipping: .clip
            case .byTruncatingTail, .byWordWrapping, .byCharWrapping: .tail
            }
        return TextContent(
            text: markup ?? string, font: baseFont, color: first.color.engineColor,
            alignment: alignment,
            maximumNumberOfLines: Int(clamping: maximumNumberOfLines), truncation: truncation,
            lineSpacing: finite(paragraph?.lineSpacing ?? 0), markup: markup != nil)
    }

    static func hex(_ color: Color) -> String {
        String(format: "#%02X%02X%02X%02X", color.red, color.green, color.blue, color.alpha)
    }

    /// One attribute run, with what Layoutshot draws of it.
    struct Run {
        var text: String
        var font: UIFont
        var color: UIColor
        /// Extra space between characters, in points.
        var kern: CGFloat
        /// `NSUnderlineStyle` raw values; 0 draws no line.
        var underline: Int
        var strikethrough: Int
        /// The colour behind the glyphs (`.backgroundColor`).
        var background: UIColor?
        /// Points the baseline is raised by (`.baselineOffset`; negative lowers it).
        var baselineOffset: CGFloat

        init(text: String, attributes: [NSAttributedString.Key: Any]) {
            self.text = text
            font = attributes[.font] as? UIFont ?? AttributedTextConversion.defaultFont
            color = attributes[.foregroundColor] as? UIColor ?? .black
            kern = Self.number(attributes[.kern])
            underline = Self.lineStyle(attributes[.underlineStyle])
            strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
            background = attributes[.backgroundColor] as? UIColor
            baselineOffset = Self.number(attributes[.baselineOffset])
        }

        /// Whether the run needs a span of its own beyond its font and colour.
        var isDecorated: Bool {
            kern != 0 || underline != 0 || strikethrough != 0 || background != nil
                || baselineOffset != 0
        }

        /// The run as a Pango span.
        func markup(owner: String) -> String {
            var attributes = "font_desc=\"\(FontResolver.description(for: font, owner: owner))\""
            attributes += " foreground=\"\(hex(color.engineColor))\""
            if kern != 0 { attributes += " letter_spacing=\"\(Int((kern * 1024).rounded()))\"" }
            // Pango has no thick underline: a thick one is drawn single.
            if underline != 0 {
                attributes +=
                    " underline=\"\(underline & 0x0F == NSUnderlineStyle.double.rawValue ? "double" : "single")\""
            }
            if strikethrough != 0 { attributes += " strikethrough=\"true\"" }
            if let background { attributes += " background=\"\(hex(background.engineColor))\"" }
            if baselineOffset != 0 {
                attributes += " rise=\"\(Int((baselineOffset * 1024).rounded()))\""
            }
            return "<span \(attributes)>\(escapeMarkup(text))</span>"
        }

        /// A finite number of points from an attribute value (`CGFloat`, `Double`, `Int`, `NSNumber`).
        private static func number(_ value: Any?) -> CGFloat {
            let number: CGFloat =
                switch value {
                case let value as CGFloat: value
                case let value as Double: CGFloat(value)
                case let value as Int: CGFloat(value)
                case let value as NSNumber: CGFloat(value.doubleValue)
                default: 0
                }
            // Bounded as fixture numbers are: an absurd kern or offset must not overflow Pango's units.
            return number.isFinite ? Swift.min(Swift.max(number, -10_000), 10_000) : 0
        }

        /// An underline or strikethrough style: an `NSUnderlineStyle`, or its raw value.
        private static func lineStyle(_ value: Any?) -> Int {
            switch value {
            case let style as NSUnderlineStyle: style.rawValue
            case let value as Int: value
            case let value as NSNumber: value.intValue
            default: 0
            }
        }
    }
}

/// Font families as the fonts folders have them: a named font's family (`"DejaVuSerif"` from
/// `"DejaVuSerif-Bold"`) matches a family ignoring spaces and case; a family that is not there
/// is a problem naming the font, and the system font is used.
enum FontResolver {
    static func description(for font: UIFont, owner: String) -> String {
        guard font.familyName != UIFont.systemFamily else { return font.pangoDescription }
        let wanted = normalized(font.familyName)
        // No families when the fonts could not be made: every pass reports why (`TexturePass`).
        let families = TextureText.process.fonts?.families ?? []
        if let family = families.first(where: { normalized($0) == wanted }) {
            let resolved =
                UIFont(
                    name: family
                        + (font.fontName.contains("-")
                            ? "-" + font.fontName.split(separator: "-", maxSplits: 1)[1] : ""),
                    size: font.pointSize) ?? font
            return resolved.pangoDescription
        }
        LayoutProblems.note(
            "\(owner): the font '\(font.fontName)' is not in the fonts folders (family '\(font.familyName)'; available: \(families.joined(separator: ", "))): add its .ttf or .otf file to a folder in LAYOUTSHOT_FONT_PATH, or use UIFont.systemFont"
        )
        return UIFont.systemFont(ofSize: font.pointSize, weight: font.weight).pangoDescription
    }

    private static func normalized(_ family: String) -> String {
        family.lowercased().filter { !$0.isWhitespace }
    }
}
