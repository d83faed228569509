import Foundation

/// Where Layoutshot's own fonts (the 12 DejaVu files and the `scriptFiles`) are, found without SwiftPM's
/// `Bundle.module`, which traps when its bundle is not beside the executable (an installed or
/// copied `layoutshot` crashed with "could not load resource bundle").
///
/// In order: the folder `LAYOUTSHOT_FONTS_DIR` names; `share/layoutshot/fonts` beside the
/// executable's `bin` folder (`make install`); the SwiftPM resource bundle beside the
/// executable (a build folder, a test run); the package's sources, where they were compiled.
///
/// ```swift
/// let folder = try BundledFonts.directory()   // e.g. "/usr/local/share/layoutshot/fonts"
/// ```
public enum BundledFonts {
    /// The environment variable that names the fonts' folder.
    public static let environmentVariable = "LAYOUTSHOT_FONTS_DIR"
    /// A file every candidate folder must hold.
    static let probeFile = "DejaVuSans.ttf"
    /// The fonts for Korean, Japanese and Chinese text (`LICENSE-CJK.txt`), beside the 12 DejaVu
    /// files: text in those scripts renders by default, the same everywhere. They are part of a
    /// picture's fingerprint only when its text has a character of `scriptRanges`, so pictures
    /// without such text keep the fingerprint they had before the fonts came.
    public static let scriptFiles: Set<String> = [
        "DroidSansFallback-CJK.ttf", "NanumGothic-Hangul.ttf", "NanumGothicBold-Hangul.ttf",
    ]
    /// The characters the script fonts have (what `scripts/fonts/make-script-fonts.sh` kept):
    /// Hangul jamo and syllables, CJK symbols and punctuation, kana, CJK ideographs and the full-
    /// and half-width forms.
    public static let scriptRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x3130...0x318F,
        0x31F0...0x31FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF,
        0xF900...0xFAFF,
        0xFF00...0xFFEF,
    ]

    /// Whether `text` has a character the script fonts draw (`scriptRanges`).
    public static func usesScriptFonts(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value >= 0x1100 && scriptRanges.contains { $0.contains(scalar.value) }
        }
    }

    /// The folder of the bundled fonts, or `missingBundledFonts` naming every place looked in
    /// and how to point elsewhere. Found once per process.
    public static func directory() throws(TextError) -> String {
        try found.get()
    }

    private static let found: Result<String, TextError> = {
        let candidates = Self.candidates(
            environment: ProcessInfo.processInfo.environment, executable: executable())
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate + "/" + probeFile) {
            return .success(candidate)
        }
        return .failure(
            .missingBundledFonts(
                "looked in " + candidates.joined(separator: ", ")
                    + "; set \(environmentVariable) to a folder with \(probeFile) and the other DejaVu files, "
                    + "or reinstall with `make install`"))
    }()

    /// The running executable. On Linux the kernel's link says it: `Bundle.main` would list the
    /// executable's whole folder first (40 M instructions for a busy `/usr/local/bin` or `/tmp`).
    static func executable() -> URL? {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/exe")
            {
                return URL(fileURLWithPath: path)
            }
        #endif
        return Bundle.main.executableURL
    }

    /// The folders to look in, in order, for this environment and executable (asked for only
    /// when the environment does not name the folder).
    static func candidates(environment: [String: String], executable: @autoclosure () -> URL?)
        -> [String]
    {
        if let named = environment[environmentVariable], !named.isEmpty {
            // Named explicitly: only there, so a wrong value is an error, not a silent fallback.
            return [named]
        }
        var folders: [String] = []
        if let executable = executable() {
            let bin = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            folders.append(
                bin.deletingLastPathComponent().appendingPathComponent("share/layoutshot/fonts")
                    .path)
            for name in ["Layoutshot_LayoutshotText.resources", "Layoutshot_LayoutshotText.bundle"]
            {
                let path = bin.appendingPathComponent(name).path
                // `Bundle(path:)` is nil for a missing folder, and costs an installed CLI's start
                // a tenth of a millisecond to find that out.
                let bundle = FileManager.default.fileExists(atPath: path) ? Bundle(path: path) : nil
                folders.append(
                    bundle?.url(forResource: "Fonts", withExtension: nil)?.path ?? path + "/Fonts")
            }
        }
        folders.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "Resources/Fonts"
            ).path)
        return folders
    }
}
