import CPangoCairo
import LayoutshotCore
import LayoutshotLayout

/// Pango, set up for reproducible text: a font map over the private `FontSet`, grey
/// antialiasing, no hinting, no hint metrics, unrounded glyph positions, language en-us.
///
/// A Pango font map MUST NOT be shared between threads (it crashed when it was): make one
/// engine per thread. The font set itself is shared.
///
/// ```swift
/// let engine = try TextEngine(fonts: .shared())
/// let layout = try engine.makeLayout(TextContent(text: "Hello"), width: 200, height: nil)
/// layout.size // 39.5x17 in points
/// ```
public final class TextEngine {
    /// The fonts this engine lays text out with.
    public let fonts: FontSet
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var descriptions: [String: FontDescription] = [:]
    private var validated: Set<TextContent> = []
    /// The glyphs this engine has drawn, as coverage masks (`GlyphMasks`).
    private let glyphMasks = GlyphMasks()
    /// Laid-out texts by content and box: the baseline, the painter and the outlines ask for
    /// the same layouts, and shaping is the expensive part of a text.
    private var layouts: [LayoutKey: TextLayout] = [:]
    /// A Pango layout holds its glyphs: 1,024 of them are a few MB per engine, which keeps a
    /// `check` of 10,000 fixtures (one engine per core, every text new) as small as one of 1,000.
    private static let layoutCacheLimit = 1024
    /// The most texts remembered as valid; past it the set starts over.
    private static let validatedLimit = 4096

    private struct LayoutKey: Hashable {
        var text: TextContent
        var width: Double?
        var height: Double?
    }

    /// Creates an engine (font map and context) for the calling thread.
    public init(fonts: FontSet) throws(TextError) {
        self.fonts = fonts
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .cannotLoadFont(path: "pango font map")
        }
        self.fontMap = fontMap
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.configuration.config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            throw .cannotLoadFont(path: "pango context")
        }
        self.context = context
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The parsed description for `font`, checked against the available families.
    func description(_ font: String) throws(TextError) -> FontDescription {
        if let known = descriptions[font] { return known }
        let description = try FontDescription(font)
        try fonts.validateFamilies(description.families)
        descriptions[font] = description
        return description
    }

    /// Checks everything that would make `text` fail or differ between machines: the font
    /// description, its families and the markup. A character without a glyph is no error: it is
    /// drawn as a box, and lint reports it (`TextLayout.missingCharacters`).
    public func validate(_ text: TextContent) throws(TextError) {
        if validated.contains(text) { return }
        _ = try description(text.font)
        if text.markup {
            var error: UnsafeMutablePointer<GError>?
            if pango_parse_markup(text.text, -1, 0, nil, nil, nil, &error) == 0 {
                let message =
                    error.flatMap { $0.pointee.message.map { String(cString: $0) } }
                    ?? "unknown error"
                if let error { g_error_free(error) }
                throw .invalidMarkup(message)
            }
        }
        if validated.count >= Self.validatedLimit { validated.removeAll(keepingCapacity: true) }
        validated.insert(text)
    }

    /// Draws `layout` (made by this engine) with its top-left at `origin` in `cairo`'s user
    /// space, in `color` where markup sets none, its glyphs from Layoutshot's own masks
    /// (`GlyphMasks`). For `LayoutshotRender`'s raster pictures.
    package func draw(_ layout: TextLayout, on cairo: OpaquePointer, at origin: Point, color: Color)
    {
        layout.draw(on: cairo, at: origin, color: color, masks: glyphMasks)
    }

    /// The filled shapes of `layout` with its top-left at `origin`, in paint order, glyphs as
    /// outlines: what `draw` fills, for `LayoutshotRender`'s SVG.
    package func shapes(of layout: TextLayout, at origin: Point, color: Color) -> [TextShape] {
        var shapes: [TextShape] = []
        // Unbounded: Cairo leaves out the glyphs it finds far outside a bounded surface.
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
            return shapes
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return shapes }
        defer { cairo_destroy(cairo) }
        layout.shapes(building: cairo, at: origin, color: color) { shapes.append($0) }
        return shapes
    }

    /// Lays `text` out within `width` (wrapping) and `height` (truncating), in points; `nil`
    /// is unbounded. Call `validate` first: an invalid font falls back to the default one here.
    public func makeLayout(_ text: TextContent, width: Double?, height: Double?) -> TextLayout {
        let key = LayoutKey(text: text, width: width, height: height)
        if let layout = layouts[key] { return layout }
        let description = (try? description(text.font)) ?? (try? description("DejaVu Sans 14"))
        let layout = TextLayout(
            context: context, text: text, description: description, width: width, height: height)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }
}
