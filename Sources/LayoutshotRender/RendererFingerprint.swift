import CPangoCairo
import LayoutshotCore
import LayoutshotText

/// What decides a picture's pixels: the version of Layoutshot's drawing rules, the fonts and the
/// scale. Stored in every PNG (tEXt `layoutshot:renderer`) and SVG (a comment), so that a failed
/// comparison can tell "the renderer changed" from "the layout changed".
///
/// Library versions are not part of it: text is drawn from the fonts' outlines by Layoutshot's
/// own glyph drawing and every other shape is a Cairo path, so the same fingerprint gives the
/// same bytes with Cairo 1.16 and 1.18, FreeType 2.12 and 2.13 (a reference recorded on one
/// distribution or a Mac is the same file on another). The exception is a glyph without an
/// outline (a colour emoji or a bitmap font), which the library draws: then `libraryGlyphs`
/// names the library versions, which do decide those pixels. `RendererFingerprint.libraries`
/// names them for reports.
///
/// ```
/// drawing 2; fonts 12:3f2a…; scale 2
/// drawing 2; fonts 13:9b1c…; scale 2; glyphs cairo 1.18.4, freetype 2.13.3
/// drawing 2; fonts 12:3f2a…; scale 2; scripts 3:71d0…
/// ```
public struct RendererFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The version of Layoutshot's drawing rules, raised whenever a change to them changes pixels
    /// (2: glyphs from outlines through Layoutshot's glyph masks; 1 drew them through Cairo).
    public static let drawingRules = 2

    /// The drawing rules the picture is drawn with (`drawingRules`).
    public var drawing: Int
    /// The number of font files and one hash over their names and contents.
    public var fonts: String
    /// The pixels per point the picture is drawn at.
    public var scale: Double
    /// The library versions that drew glyphs without outlines, when the picture holds any.
    public var libraryGlyphs: String?
    /// The number of bundled script fonts (Korean, Japanese, Chinese) and a hash over them, when
    /// the picture has text in those scripts; `nil` otherwise, so that other pictures keep their
    /// fingerprint.
    public var scripts: String?

    /// The fingerprint of `fonts` at `scale`, with this process's library versions when
    /// `libraryGlyphs` is set and the script fonts when `scripts` is.
    public init(fonts: FontSet, scale: Double, libraryGlyphs: Bool = false, scripts: Bool = false) {
        drawing = Self.drawingRules
        self.fonts = Self.summary(of: fonts.fileHashes)
        self.scale = scale
        self.libraryGlyphs =
            libraryGlyphs ? "cairo \(Self.versions.cairo), freetype \(Self.versions.freetype)" : nil
        self.scripts = scripts ? Self.summary(of: fonts.scriptFileHashes) : nil
    }

    /// `count:hash` of font files' hashes by name.
    private static func summary(of hashes: [String: String]) -> String {
        let list = hashes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
            separator: ",")
        return "\(hashes.count):" + FNV1a.hex(of: list.utf8)
    }

    /// This process's C libraries, for reports and artefacts (no picture depends on them unless
    /// its fingerprint has `libraryGlyphs`):
    /// `cairo 1.16.0; pango 1.50.12; harfbuzz 6.0.0; freetype 2.12.1`.
    public static var libraries: String {
        let versions = Self.versions
        return
            "cairo \(versions.cairo); pango \(versions.pango); harfbuzz \(versions.harfbuzz); freetype \(versions.freetype)"
    }

    /// The library versions, read once per process.
    private static let versions:
        (cairo: String, pango: String, harfbuzz: String, freetype: String) = {
            var library: FT_Library?
            var major: Int32 = 0
            var minor: Int32 = 0
            var patch: Int32 = 0
            if FT_Init_FreeType(&library) == 0, let library {
                FT_Library_Version(library, &major, &minor, &patch)
                FT_Done_FreeType(library)
            }
            return (
                String(cString: cairo_version_string()), String(cString: pango_version_string()),
                String(cString: hb_version_string()), "\(major).\(minor).\(patch)"
            )
        }()

    public var description: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "drawing \(drawing); fonts \(fonts); scale \(scaleText)"
            + (scripts.map { "; scripts \($0)" } ?? "")
            + (libraryGlyphs.map { "; glyphs \($0)" } ?? "")
    }
}
