import LayoutshotCore

/// Why a text cannot be measured or drawn. The renderer turns these into fixture errors that
/// name the file and the node.
public enum TextError: LayoutshotError, Equatable, Sendable {
    /// Layoutshot's own fonts are not where it looked (`BundledFonts`).
    case missingBundledFonts(String)
    /// A font file or folder could not be read or added.
    case cannotLoadFont(path: String)
    /// A font family that no font provides; the shipped and added families are listed.
    case unknownFamily(String, available: [String])
    /// A font description Pango cannot use.
    case invalidFont(String)
    /// Pango markup that does not parse.
    case invalidMarkup(String)

    public var problem: String {
        switch self {
        case .missingBundledFonts(let detail):
            "Layoutshot's own fonts were not found: \(detail)"
        case .cannotLoadFont(let path):
            "cannot load the font file or folder '\(path)'"
        case .unknownFamily(let family, let available):
            "unknown font family '\(family)'; available: \(available.joined(separator: ", "))"
        case .invalidFont(let font):
            "invalid font description '\(font)'; expected e.g. \"DejaVu Sans Bold 14\""
        case .invalidMarkup(let message):
            "invalid markup: \(message)"
        }
    }
}
