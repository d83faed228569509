import CPangoCairo
import Foundation
@_spi(Locking) import LayoutshotCore

/// The fonts Layoutshot lays text out with: the DejaVu Sans, Serif and Sans Mono families
/// shipped in the package (licence in `Resources/Fonts/LICENSE-DejaVu.txt`), plus font files
/// from folders the user names. Nothing from the system or the user's fontconfig is used, so
/// text measures and renders the same on every machine.
///
/// ```swift
/// let fonts = try FontSet.shared(adding: ["Fixtures/fonts"])
/// fonts.families // ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", …]
/// ```
public final class FontSet: @unchecked Sendable {
    // Unchecked: `configuration` holds fontconfig's pointer, which nothing changes once made.
    /// Every font file, sorted (so the configuration is the same whatever the folder order).
    public let files: [String]
    /// The families available, sorted.
    public let families: [String]
    let configuration: FontConfiguration
    /// The bundled fonts' folder, ending in a slash.
    private let bundledDirectory: String

    /// `fileHashes`, once computed.
    private let hashes = CheckedMutex<[String: String]?>(nil)

    /// The bundled fonts' folder (`BundledFonts`), `nil` when it cannot be found.
    public static var bundledFontsDirectory: String? { try? BundledFonts.directory() }

    private static let cache = CheckedMutex<[[String]: FontSet]>([:])

    /// The font set with the bundled fonts and those in `directories` (searched recursively for
    /// .ttf/.otf/.ttc files), built once per process for each list of folders.
    public static func shared(adding directories: [String] = []) throws(TextError) -> FontSet {
        let key = directories.sorted()
        return try cache.withLock { (cache) throws(TextError) -> FontSet in
            if let set = cache[key] { return set }
            let set = try FontSet(directories: key)
            cache[key] = set
            return set
        }
    }

    init(directories: [String]) throws(TextError) {
        let bundled = try BundledFonts.directory()
        let bundledFiles = Self.fontFiles(in: bundled)
        let expected = 12 + BundledFonts.scriptFiles.count
        guard bundledFiles.count >= expected else {
            throw .missingBundledFonts(
                "found \(bundledFiles.count) of \(expected) files in \(bundled)")
        }
        try Self.checkDirectories(directories)
        var files = bundledFiles
        for directory in directories {
            files += Self.fontFiles(in: directory)
        }
        self.files = files.sorted()
        self.bundledDirectory = bundled.hasSuffix("/") ? bundled : bundled + "/"
        self.configuration = try FontConfiguration(
            files: self.files, cache: FontScanCache(fonts: bundled, files: bundledFiles))
        self.families = configuration.families
    }

    /// Throws `cannotLoadFont(path:)` for the first of `directories` that is not a folder: the
    /// cheap part of making a font set, which renderers check before they need their fonts.
    public static func checkDirectories(_ directories: [String]) throws(TextError) {
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                throw .cannotLoadFont(path: directory)
            }
        }
    }

    /// Fingerprints of every font file but the bundled script fonts (FNV-1a 64 of its bytes), by
    /// file name; computed once.
    public var fileHashes: [String: String] {
        hashes.withLock { hashes in
            if let hashes { return hashes }
            let result = Self.hashes(of: files.filter { !isScriptFile($0) })
            hashes = result
            return result
        }
    }

    /// Fingerprints of the bundled script fonts (`BundledFonts.scriptFiles`), by file name:
    /// computed when a picture has text they draw, once (they are 6.6 MB).
    public var scriptFileHashes: [String: String] {
        scriptHashes.withLock { hashes in
            if let hashes { return hashes }
            let result = Self.hashes(of: files.filter(isScriptFile))
            hashes = result
            return result
        }
    }

    /// `scriptFileHashes`, once computed.
    private let scriptHashes = CheckedMutex<[String: String]?>(nil)

    /// Whether `file` is one of the bundled script fonts.
    private func isScriptFile(_ file: String) -> Bool {
        file.hasPrefix(bundledDirectory)
            && BundledFonts.scriptFiles.contains((file as NSString).lastPathComponent)
    }

    private static func hashes(of files: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for file in files {
            let data = FileManager.default.contents(atPath: file) ?? Data()
            // Through the raw bytes: Data's own iterator made this 5% of a `check` of 500 cells.
            result[(file as NSString).lastPathComponent] = data.withUnsafeBytes {
                FNV1a.hex(of: $0)
            }
        }
        return result
    }

    /// Checks that every family of a font description exists (or is a generic alias).
    func validateFamilies(_ families: [String]) throws(TextError) {
        let known = Set(self.families.map { $0.lowercased() })
        for family in families {
            let name = family.trimmingSpaces()
            guard !name.isEmpty else { continue }
            if known.contains(name.lowercased())
                || FontConfiguration.aliases[name.lowercased()] != nil
            {
                continue
            }
            throw .unknownFamily(
                name, available: self.families + FontConfiguration.aliases.keys.sorted())
        }
    }

    /// The .ttf, .otf and .ttc files under `directory` and its sub-folders. Read a folder at a
    /// time: Foundation's recursive enumerator spent about 2 M instructions on the 13 bundled
    /// files (it rebuilds each path through `NSString`), 6 % of a `layout` of one text.
    private static func fontFiles(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return []
        }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String] = []
        for name in names.sorted() {
            let path = folder + name
            let lowered = name.lowercased()
            if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc") {
                files.append(path)
                continue
            }
            // A folder itself, not a link to one (which could loop), as the enumerator went.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue,
                (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
            {
                files += fontFiles(in: path)
            }
        }
        return files
    }
}
