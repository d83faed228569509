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

    static func content(of text: NSAttributedString, maximumNumberOfLines: UInt, truncationMode: NSLineBreakMode,
                        owner: String) -> TextContent {
        let string = text.string
        var runs: [(text: String, font: UIFont, color: UIColor, kern: CGFloat)] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: text.length)
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            guard let bounds = Range(range, in: string) else { return }
            let font = attributes[.font] as? UIFont ?? defaultFont
            let color = attributes[.foregroundColor] as? UIColor ?? .black
            let kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes[.kern] as? CGFloat) ?? 0
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            runs.append((String(string[bounds]), font, color, kern))
        }
        let first = runs.first ?? ("", defaultFont, .black, 0)
        let uniform = runs.allSatisfy { $0.font == first.font && $0.color == first.color && $0.kern == 0 }
        let baseFont = FontResolver.description(for: first.font, owner: owner)
        let markup: String? = uniform ? nil : runs.map { run in
            var attributes = "font_desc=\"\(FontResolver.description(for: run.font, owner: owner))\""
            attributes += " foreground=\"\(hex(run.color.engineColor))\""
            if run.kern != 0, run.kern.isFinite { attributes += " letter_spacing=\"\(Int((run.kern * 1024).rounded()))\"" }
            return "<span \(attributes)>\(escapeMarkup(run.text))</span>"
        }.joined()
        let alignment: TextAlignment = switch paragraph?.alignment ?? .natural {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justify
        }
        let truncation: TextTruncation = switch truncationMode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byClipping: .clip
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping: .tail
        }
        return TextContent(text: markup ?? string, font: baseFont, color: first.color.engineColor, alignment: alignment,
                           maximumNumberOfLines: Int(clamping: maximumNumberOfLines), truncation: truncation,
                           lineSpacing: finite(paragraph?.lineSpacing ?? 0), markup: markup != nil)
    }

    static func hex(_ color: Color) -> String {
        String(format: "#%02X%02X%02X%02X", color.red, color.green, color.blue, color.alpha)
    }

}

/// Font families as the fonts folders have them: a named font's family (`"DejaVuSerif"` from
/// `"DejaVuSerif-Bold"`) matches a family ignoring spaces and case; a family that is not there
/// is a problem naming the font, and the system font is used.
enum FontResolver {
    static func description(for font: UIFont, owner: String) -> String {
        guard font.familyName != UIFont.systemFamily else { return font.pangoDescription }
        let wanted = normalized(font.familyName)
        let families = (try? TextMeasurers.fonts().families) ?? []
        if let family = families.first(where: { normalized($0) == wanted }) {
            let resolved = UIFont(name: family + (font.fontName.contains("-") ? "-" + font.fontName.split(separator: "-", maxSplits: 1)[1] : ""),
                                  size: font.pointSize) ?? font
            return resolved.pangoDescription
        }
        LayoutProblems.note("\(owner): the font '\(font.fontName)' is not in the fonts folders (family '\(font.familyName)'; available: \(families.joined(separator: ", "))): add its .ttf or .otf file to a folder in LAYOUTSHOT_FONT_PATH, or use UIFont.systemFont")
        return UIFont.systemFont(ofSize: font.pointSize, weight: font.weight).pangoDescription
    }

    private static func normalized(_ family: String) -> String {
        family.lowercased().filter { !$0.isWhitespace }
    }
}
