import CPangoCairo
import LayoutshotCore
import LayoutshotText

/// An owned `cairo_t` drawing in points: the surface's pixels are `scale` times finer.
///
/// The corresponding C function is `cairo_create`.
final class CairoContext: Canvas {
    let pointer: OpaquePointer
    let surface: CairoSurface
    /// Whether every colour is given to Cairo with red and blue exchanged, so that an ARGB32
    /// surface holds R, G, B, A bytes: Cairo and pixman treat the three colour channels alike,
    /// so the bytes are those of a conversion, without the conversion.
    let swapsRedAndBlue: Bool

    init(surface: CairoSurface, scale: Double, swapsRedAndBlue: Bool = false) throws(RenderError) {
        guard let context = cairo_create(surface.pointer) else { throw .cairo("no context") }
        pointer = context
        self.surface = surface
        self.swapsRedAndBlue = swapsRedAndBlue
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        cairo_scale(context, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    deinit { cairo_destroy(pointer) }

    func setColor(_ color: Color) {
        let rgba = deviceColor(color).unitComponents
        cairo_set_source_rgba(pointer, rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }

    /// A rectangle path with rounded corners (radius clamped to half the shorter side).
    func roundedRect(_ rect: Rect, radius: Double) {
        let r = Swift.max(0, Swift.min(radius, rect.size.width / 2, rect.size.height / 2))
        guard r > 0 else {
            cairo_rectangle(pointer, rect.minX, rect.minY, rect.size.width, rect.size.height)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(pointer, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(pointer, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(pointer, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(pointer)
    }

    func fill() { cairo_fill(pointer) }
    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }

    func clip(_ rect: Rect) {
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.size.width, rect.size.height)
        cairo_clip(pointer)
    }

    func clipToPath() { cairo_clip(pointer) }

    func stroke(width: Double, dash: [Double]) {
        cairo_set_line_width(pointer, width)
        cairo_set_dash(pointer, dash, Int32(dash.count), 0)
        cairo_stroke(pointer)
    }

    func moveTo(_ point: Point) { cairo_move_to(pointer, point.x, point.y) }
    func lineTo(_ point: Point) { cairo_line_to(pointer, point.x, point.y) }
    func curveTo(_ control1: Point, _ control2: Point, _ end: Point) {
        cairo_curve_to(pointer, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }
    func closePath() { cairo_close_path(pointer) }

    func paint() { cairo_paint(pointer) }

    /// Draws what follows into a layer of its own, until `popGroup(alpha:)`.
    func pushGroup() { cairo_push_group(pointer) }

    /// Composites the layer begun by `pushGroup()` at `alpha`, as a `CALayer`'s opacity does.
    func popGroup(alpha: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, alpha)
    }

    /// Makes every pixel transparent (for a reused surface).
    func clear() {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    func draw(_ image: RGBAImage, in rect: Rect) throws(RenderError) {
        let surface = try CairoSurface(image: image, swappingRedAndBlue: swapsRedAndBlue)
        save()
        cairo_translate(pointer, rect.minX, rect.minY)
        cairo_scale(
            pointer, rect.size.width / Double(image.width), rect.size.height / Double(image.height))
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
        cairo_rectangle(pointer, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(pointer)
        restore()
    }

    func draw(_ text: TextLayout, engine: TextEngine, at origin: Point, color: Color) {
        engine.draw(text, on: pointer, at: origin, color: deviceColor(color))
    }
}
