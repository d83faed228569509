import CPangoCairo
import Foundation

/// A private fontconfig configuration that sees only the given font files: never the system's
/// fonts, the user's `fonts.conf` or `FONTCONFIG_*` variables. Immutable once built, so one
/// is shared by every thread's font map.
///
/// The corresponding C function is `FcConfigCreate`.
final class FontConfiguration: @unchecked Sendable {
    /// The configuration; fonts added one by one (a `<dir>` would print cache warnings).
    let config: OpaquePointer

    /// Generic names map to the shipped families, as CSS would.
    static let aliases: [String: String] = [
        "sans": "DejaVu Sans", "sans-serif": "DejaVu Sans", "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
        "mono": "DejaVu Sans Mono", "system-ui": "DejaVu Sans",
    ]

    init(files: [String]) throws(TextError) {
        Self.emptyDefault
        guard let config = FcConfigCreate() else { throw .cannotLoadFont(path: "fontconfig") }
        self.config = config
        // Ignore $FONTCONFIG_SYSROOT, which would otherwise prefix every path.
        FcConfigSetSysRoot(config, nil)
        for file in files {
            guard FcConfigAppFontAddFile(config, file) != 0 else { throw .cannotLoadFont(path: file) }
        }
        let rules = Self.aliases.sorted { $0.key < $1.key }.map { alias, family in
            "<alias binding=\"same\"><family>\(alias)</family><prefer><family>\(family)</family></prefer></alias>"
        }.joined()
        let document =
            "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>\(rules)</fontconfig>"
        _ = document.withCString { FcConfigParseAndLoadFromMemory(config, $0, 0) }
    }

    deinit { FcConfigDestroy(config) }

    /// Makes fontconfig's process-wide configuration an empty one, once, before any Pango font
    /// map exists: Pango's font map calls `FcInit` (in a thread of its own), which otherwise
    /// parses the system's `/etc/fonts` and scans its fonts (half the instructions of a
    /// `layoutshot layout` of one text) for a configuration no Layoutshot font map uses.
    private static let emptyDefault: Void = {
        if let empty = FcConfigCreate() { _ = FcConfigSetCurrent(empty) }
    }()

    /// The family names of the loaded fonts, sorted and unique.
    var families: [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                names.insert(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
            }
        }
        return names.sorted()
    }
}
