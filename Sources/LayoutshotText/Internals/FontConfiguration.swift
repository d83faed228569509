import CPangoCairo
import Foundation
import LayoutshotCore

/// A private fontconfig configuration that sees only the given font files: never the system's
/// fonts, the user's `fonts.conf` or `FONTCONFIG_*` variables. Immutable once built, so one
/// is shared by every thread's font map.
///
/// The corresponding C function is `FcConfigCreate`.
final class FontConfiguration: @unchecked Sendable {
    /// The configuration: its application fonts are exactly the files it was made with.
    let config: OpaquePointer

    /// Generic names map to the shipped families, as CSS would.
    static let aliases: [String: String] = [
        "sans": "DejaVu Sans", "sans-serif": "DejaVu Sans", "serif": "DejaVu Serif",
        "monospace": "DejaVu Sans Mono",
        "mono": "DejaVu Sans Mono", "system-ui": "DejaVu Sans",
    ]

    /// A configuration with exactly `files` (sorted), in that order.
    ///
    /// - Parameters:
    ///   - files: every font file, sorted.
    ///   - cache: a folder of those files whose scan fontconfig may read from (and write to) its
    ///     cache instead of parsing each file; ignored when the cached scan does not give the
    ///     first of `files`, in order, so the configuration is the same either way.
    init(files: [String], cache: FontScanCache? = nil) throws(TextError) {
        Self.emptyDefault
        if let cache, let cached = try Self.configuration(files: files, cache: cache) {
            config = cached
        } else {
            config = try Self.newConfiguration()
            try Self.add(files[...], to: config)
        }
        let rules = Self.aliases.sorted { $0.key < $1.key }.map { alias, family in
            "<alias binding=\"same\"><family>\(alias)</family><prefer><family>\(family)</family></prefer></alias>"
        }.joined()
        _ = FcConfigParseAndLoadFromMemory(config, Self.document(rules), 0)
    }

    deinit { FcConfigDestroy(config) }

    /// Makes fontconfig's process-wide configuration an empty one, once, before any Pango font
    /// map exists: Pango's font map calls `FcInit` (in a thread of its own), which otherwise
    /// parses the system's `/etc/fonts` and scans its fonts (half the instructions of a
    /// `layoutshot layout` of one text) for a configuration no Layoutshot font map uses.
    private static let emptyDefault: Void = {
        if let empty = FcConfigCreate() { _ = FcConfigSetCurrent(empty) }
    }()

    private static func newConfiguration() throws(TextError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw .cannotLoadFont(path: "fontconfig") }
        // Ignore $FONTCONFIG_SYSROOT, which would otherwise prefix every path.
        FcConfigSetSysRoot(config, nil)
        return config
    }

    /// Adds fonts one by one (a `<dir>` would print cache warnings); FreeType parses each file.
    private static func add(_ files: ArraySlice<String>, to config: OpaquePointer) throws(TextError)
    {
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw .cannotLoadFont(path: file)
        }
    }

    /// `files` with those of `cache.fonts` from fontconfig's scan of that folder (its cache when
    /// valid), `nil` when the scan is not exactly the first of `files` in the same order.
    private static func configuration(files: [String], cache: FontScanCache) throws(TextError)
        -> OpaquePointer?
    {
        let config = try newConfiguration()
        let cacheDirectory = "<cachedir>\(escapeMarkup(cache.folder))</cachedir>"
        guard FcConfigParseAndLoadFromMemory(config, document(cacheDirectory), 0) != 0,
            FcConfigAppFontAddDir(config, cache.fonts) != 0
        else {
            FcConfigDestroy(config)
            return nil
        }
        let scanned = fileNames(in: config)
        let inFolder = files.filter { $0.hasPrefix(cache.fonts + "/") }
        guard !scanned.isEmpty, scanned == Array(files.prefix(scanned.count)),
            scanned.count == inFolder.count
        else {
            FcConfigDestroy(config)
            return nil
        }
        try add(files.dropFirst(scanned.count), to: config)
        return config
    }

    private static func document(_ elements: String) -> String {
        "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>\(elements)</fontconfig>"
    }

    /// The files of the application fonts, in the configuration's order.
    private static func fileNames(in config: OpaquePointer) -> [String] {
        patterns(in: config).compactMap { string(FC_FILE, of: $0) }
    }

    private static func patterns(in config: OpaquePointer) -> [OpaquePointer] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
    }

    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else {
            return nil
        }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// Every application font's pattern as fontconfig writes it (`FcNameUnparse`), in order:
    /// what two configurations must agree on to match and measure alike.
    var patternDescriptions: [String] {
        Self.patterns(in: config).compactMap { pattern in
            guard let text = FcNameUnparse(pattern) else { return nil }
            defer { free(text) }
            return String(cString: UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
        }
    }

    /// The family names of the loaded fonts, sorted and unique.
    var families: [String] {
        Array(Set(Self.patterns(in: config).compactMap { Self.string(FC_FAMILY, of: $0) })).sorted()
    }
}
