import CPangoCairo
import LayoutshotCore
import LayoutshotText

/// What produced a render: the library versions, the fonts and the scale. Stored in every PNG
/// (tEXt `layoutshot:renderer`) and SVG (a comment), so that a failed comparison can tell
/// "the renderer changed" from "the layout changed".
///
/// ```
/// cairo 1.16.0; pango 1.50.12; harfbuzz 6.0.0; freetype 2.12.1; fonts 12:3f2a…; scale 2
/// ```
public struct RendererFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The Cairo version (`"1.16.0"`), which rasterizes shapes and glyphs.
    public var cairo: String
    /// The Pango version, which lays text out.
    public var pango: String
    /// The HarfBuzz version, which shapes text.
    public var harfbuzz: String
    /// The FreeType version, which rasterizes glyph outlines.
    public var freetype: String
    /// The number of font files and one hash over their names and contents.
    public var fonts: String
    /// The pixels per point the picture is drawn at.
    public var scale: Double

    /// The fingerprint of this process's libraries and `fonts`, at `scale`.
    public init(fonts: FontSet, scale: Double) {
        (cairo, pango, harfbuzz, freetype) = Self.libraries
        let hashes = fonts.fileHashes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        self.fonts = "\(fonts.files.count):" + FNV1a.hex(of: hashes.utf8)
        self.scale = scale
    }

    /// The library versions, read once per process.
    static let libraries: (String, String, String, String) = {
        var library: FT_Library?
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        return (String(cString: cairo_version_string()), String(cString: pango_version_string()),
                String(cString: hb_version_string()), "\(major).\(minor).\(patch)")
    }()

    public var description: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "cairo \(cairo); pango \(pango); harfbuzz \(harfbuzz); freetype \(freetype); fonts \(fonts); scale \(scaleText)"
    }
}
