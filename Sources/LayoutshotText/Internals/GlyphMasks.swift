import CPangoCairo
import CTextRenderer

/// Layoutshot's own glyph drawing, so that a picture's text depends only on the font files and
/// on Cairo's path filling, which give the same bytes with every Cairo, FreeType and pixman
/// release we have tried: the libraries' glyph rasterizers and glyph caches differ between
/// releases (Cairo 1.16 puts glyphs on whole pixels, 1.18 on quarter pixels; FreeType 2.13
/// rasterizes otherwise), and so did every picture with text in it.
///
/// Each glyph is filled from its outline by Cairo into an 8-bit coverage mask, once per font,
/// scale and quarter-pixel position on each axis; a run's glyphs are added into one mask (a
/// saturating sum, as Cairo adds glyph masks), which is composited in the run's colour at a
/// whole pixel. Glyphs of fonts without outlines (colour emoji, bitmap fonts) are drawn by the
/// library, and `drewLibraryGlyphs` says so.
///
/// One per `TextEngine`, so one per thread, like the Pango font map it reads fonts from.
final class GlyphMasks {
    /// Positions per pixel on each axis: a glyph's origin is rounded to a quarter pixel.
    static let phases = 4
    /// The most masks kept; past it the cache starts over (a few MB at most).
    private static let limit = 8192

    /// One glyph's coverage: `width` × `height` bytes, placed `left`, `top` pixels from the
    /// whole pixel its origin was rounded to. Empty (`width` 0) for a glyph without ink.
    struct Mask {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: [UInt8]

        static let empty = Mask(left: 0, top: 0, width: 0, height: 0, coverage: [])
    }

    private struct FontKey: Hashable {
        let font: UnsafeMutableRawPointer
        let scale: Double
    }

    private struct GlyphKey: Hashable {
        let font: Int
        let glyph: UInt
        let phase: Int
    }

    private var fontIndices: [FontKey: Int] = [:]
    private var fonts: [DeviceFont] = []
    private var masks: [GlyphKey: Mask] = [:]
    /// Whether a glyph was drawn by the library's rasterizer since the last `reset`.
    private(set) var drewLibraryGlyphs = false

    /// Forgets `drewLibraryGlyphs` (before drawing a picture).
    func reset() { drewLibraryGlyphs = false }

    /// Draws one run's glyphs (positions in `cairo`'s user space) in `color` (straight RGBA).
    func draw(
        _ glyphs: UnsafeBufferPointer<cairo_glyph_t>, font: UnsafeMutablePointer<PangoFont>,
        color: (Double, Double, Double, Double), on cairo: OpaquePointer
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // Scenes are drawn scaled and translated only; anything else is filled as paths.
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx > 0 else {
            drawUncached(glyphs, font: font, color: color, on: cairo, asPaths: true)
            return
        }
        let device = deviceFont(font, scale: matrix.xx)
        guard device.hasOutlines else {
            drewLibraryGlyphs = true
            drawUncached(glyphs, font: font, color: color, on: cairo, asPaths: false)
            return
        }
        // 1. Each glyph's mask, at its origin rounded to a quarter pixel.
        var placed: [(mask: Mask, x: Int, y: Int)] = []
        placed.reserveCapacity(glyphs.count)
        var bounds = (left: Int.max, top: Int.max, right: Int.min, bottom: Int.min)
        for glyph in glyphs {
            let x = Self.quarters(matrix.xx * glyph.x + matrix.x0)
            let y = Self.quarters(matrix.yy * glyph.y + matrix.y0)
            let mask = self.mask(glyph.index, of: device, phaseX: x.phase, phaseY: y.phase)
            guard mask.width > 0 else { continue }
            let left = x.pixel + mask.left
            let top = y.pixel + mask.top
            placed.append((mask, left, top))
            bounds = (
                min(bounds.left, left), min(bounds.top, top),
                max(bounds.right, left + mask.width), max(bounds.bottom, top + mask.height)
            )
        }
        guard !placed.isEmpty else { return }
        // 2. The run's coverage: the glyphs' masks added.
        let width = bounds.right - bounds.left
        let height = bounds.bottom - bounds.top
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var coverage = [UInt8](repeating: 0, count: stride * height)
        for (mask, left, top) in placed {
            let column = left - bounds.left
            for row in 0..<mask.height {
                let target = (top - bounds.top + row) * stride + column
                let source = row * mask.width
                for index in 0..<mask.width {
                    let sum =
                        UInt16(coverage[target + index]) + UInt16(mask.coverage[source + index])
                    coverage[target + index] = UInt8(truncatingIfNeeded: min(sum, 255))
                }
            }
        }
        // 3. The coverage composited in the run's colour, at a whole pixel.
        coverage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                let surface = cairo_image_surface_create_for_data(
                    base, CAIRO_FORMAT_A8, Int32(width),
                    Int32(height), Int32(stride))
            else { return }
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_rgba(cairo, color.0, color.1, color.2, color.3)
            cairo_mask_surface(cairo, surface, Double(bounds.left), Double(bounds.top))
            cairo_restore(cairo)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// `value` in quarter pixels, rounded half up: the whole pixel and the quarter within it.
    static func quarters(_ value: Double) -> (pixel: Int, phase: Int) {
        let scaled = (value * Double(phases) + 0.5).rounded(.down)
        // A coordinate far outside any picture draws nothing; clamp it rather than trap.
        let quarters = Int(Swift.max(-1e15, Swift.min(1e15, scaled.isFinite ? scaled : 0)))
        return (quarters >> 2, quarters & 3)
    }

    /// The glyph's mask at a quarter-pixel phase, filled the first time it is asked for.
    private func mask(_ glyph: UInt, of font: DeviceFont, phaseX: Int, phaseY: Int) -> Mask {
        let key = GlyphKey(font: font.index, glyph: glyph, phase: phaseX * Self.phases + phaseY)
        if let known = masks[key] { return known }
        let mask = font.fill(
            glyph, offsetX: Double(phaseX) / Double(Self.phases),
            offsetY: Double(phaseY) / Double(Self.phases))
        if masks.count >= Self.limit { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }

    private func deviceFont(_ font: UnsafeMutablePointer<PangoFont>, scale: Double) -> DeviceFont {
        let key = FontKey(font: UnsafeMutableRawPointer(font), scale: scale)
        if let index = fontIndices[key] { return fonts[index] }
        let device = DeviceFont(font, scale: scale, index: fonts.count)
        fontIndices[key] = device.index
        fonts.append(device)
        return device
    }

    /// Glyphs drawn in place, without the cache: filled from their outlines (a transformed
    /// context), or, for glyphs without outlines, drawn by the library (their pixels depend on
    /// its version).
    private func drawUncached(
        _ glyphs: UnsafeBufferPointer<cairo_glyph_t>, font: UnsafeMutablePointer<PangoFont>,
        color: (Double, Double, Double, Double), on cairo: OpaquePointer, asPaths: Bool
    ) {
        guard let base = glyphs.baseAddress else { return }
        cairo_save(cairo)
        cairo_set_scaled_font(cairo, lstext_font_scaled_font(font))
        cairo_set_source_rgba(cairo, color.0, color.1, color.2, color.3)
        if asPaths {
            cairo_new_path(cairo)
            cairo_glyph_path(cairo, base, Int32(glyphs.count))
            cairo_fill(cairo)
        } else {
            cairo_show_glyphs(cairo, base, Int32(glyphs.count))
        }
        cairo_restore(cairo)
    }
}

/// A Pango font at one device scale: its Cairo scaled font with the size in pixels, which fills
/// glyph masks. Keeps the Pango font alive, so that its address stays its identity.
private final class DeviceFont {
    let index: Int
    let hasOutlines: Bool
    private let font: UnsafeMutablePointer<PangoFont>
    private let scaled: OpaquePointer?

    init(_ font: UnsafeMutablePointer<PangoFont>, scale: Double, index: Int) {
        self.font = font
        self.index = index
        g_object_ref(UnsafeMutableRawPointer(font))
        hasOutlines = lstext_font_has_outlines(font) != 0
        guard let pango = lstext_font_scaled_font(font) else {
            scaled = nil
            return
        }
        // The font's matrix times the scale, with an identity CTM: the outline is loaded at its
        // size in pixels, as Cairo loads it for a context drawing at that scale.
        var fontMatrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(pango, &fontMatrix)
        cairo_matrix_scale(&fontMatrix, scale, scale)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        cairo_scaled_font_get_font_options(pango, options)
        scaled = cairo_scaled_font_create(
            cairo_scaled_font_get_font_face(pango), &fontMatrix, &identity, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        if let scaled { cairo_scaled_font_destroy(scaled) }
        g_object_unref(UnsafeMutableRawPointer(font))
    }

    /// Fills `glyph`'s outline into a mask, its origin at (`offsetX`, `offsetY`) pixels from a
    /// whole pixel, with a pixel to spare on each side of its ink.
    func fill(_ glyph: UInt, offsetX: Double, offsetY: Double) -> GlyphMasks.Mask {
        guard let scaled else { return .empty }
        var one = cairo_glyph_t(index: glyph, x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(scaled, &one, 1, &extents)
        guard extents.width > 0, extents.height > 0, extents.width < 4096, extents.height < 4096
        else { return .empty }
        let left = Int((offsetX + extents.x_bearing).rounded(.down)) - 1
        let top = Int((offsetY + extents.y_bearing).rounded(.down)) - 1
        let width = Int((offsetX + extents.x_bearing + extents.width).rounded(.up)) + 1 - left
        let height = Int((offsetY + extents.y_bearing + extents.height).rounded(.up)) + 1 - top
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else {
            return .empty
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return .empty }
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        cairo_set_scaled_font(cairo, scaled)
        one.x = offsetX - Double(left)
        one.y = offsetY - Double(top)
        cairo_glyph_path(cairo, &one, 1)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else { return .empty }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { coverage[row * width + column] = data[row * stride + column] }
        }
        return GlyphMasks.Mask(
            left: left, top: top, width: width, height: height, coverage: coverage)
    }
}
