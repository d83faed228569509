import CPangoCairo
import CTextRenderer
import LayoutshotCore
import LayoutshotLayout

/// One laid-out text (an owned `PangoLayout`): its size and baselines in points, and the
/// means to draw it (for `LayoutshotRender`).
///
/// The corresponding C function is `pango_layout_new`.
public final class TextLayout {
    let layout: OpaquePointer
    /// The text's logical size, in points.
    public let size: Size
    /// Offset of the logical extents from the layout's origin (non-zero for centred lines).
    let logicalOrigin: Point
    /// The first line's baseline, from the top.
    public let firstBaseline: Double
    /// The last line's baseline, from the top.
    public let lastBaseline: Double
    /// The number of lines shown.
    public let lineCount: Int
    /// Whether some of the text is not shown: ellipsized, or cut at the line limit.
    public let isTruncated: Bool

    init(
        context: OpaquePointer, text: TextContent, description: FontDescription?, width: Double?,
        height: Double?
    ) {
        layout = pango_layout_new(context)
        if let description { pango_layout_set_font_description(layout, description.pointer) }
        pango_layout_set_attributes(layout, nil)
        if text.markup {
            pango_layout_set_markup(layout, text.text, -1)
        } else {
            pango_layout_set_text(layout, text.text, -1)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // One clipped line does not wrap: it runs on and is cut at the frame, as
        // NSLineBreakByClipping does.
        let singleClippedLine = text.truncation == .clip && text.maximumNumberOfLines == 1
        if let width, width.isFinite, !singleClippedLine {
            pango_layout_set_width(
                layout,
                Int32(clamping: Int(saturating: (width * Double(PANGO_SCALE)).rounded(.down))))
        }
        // Left and right are absolute (UIKit's), while Pango mirrors them in right-to-left
        // paragraphs: swap them back for text that starts right to left.
        let rightToLeft = TextDirection.firstStrong(in: text.text) == .rightToLeft
        switch text.alignment {
        case .left:
            pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right:
            pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .justify:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if text.lineSpacing > 0 {
            pango_layout_set_spacing(
                layout,
                Int32(clamping: Int(saturating: (text.lineSpacing * Double(PANGO_SCALE)).rounded()))
            )
        }
        // Truncation: ellipsize at the last line that fits the line limit or the height. Only
        // with a limit: an ellipsizing layout without one is cut to a single line.
        let lineLimit =
            text.maximumNumberOfLines > 0 ? -Int32(clamping: text.maximumNumberOfLines) : nil
        let heightLimit = height.flatMap {
            $0.isFinite
                ? Int32(clamping: Int(saturating: ($0 * Double(PANGO_SCALE)).rounded(.down))) : nil
        }
        if text.truncation != .clip, let limit = lineLimit ?? heightLimit {
            let mode: PangoEllipsizeMode =
                switch text.truncation {
                case .head: PANGO_ELLIPSIZE_START
                case .middle: PANGO_ELLIPSIZE_MIDDLE
                default: PANGO_ELLIPSIZE_END
                }
            pango_layout_set_ellipsize(layout, mode)
            pango_layout_set_height(layout, limit)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        var lines = Int(pango_layout_get_line_count(layout))
        var visibleHeight = Double(logical.height) / scale
        var last = Double(pango_layout_get_baseline(layout)) / scale
        // Walk the lines for the last baseline, and for clipping to the line limit.
        if let iterator = pango_layout_get_iter(layout) {
            var index = 1
            var lineRect = PangoRectangle()
            repeat {
                pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
                last = Double(pango_layout_iter_get_baseline(iterator)) / scale
                if text.truncation == .clip, text.maximumNumberOfLines > 0,
                    index == text.maximumNumberOfLines
                {
                    visibleHeight = Double(lineRect.y + lineRect.height) / scale
                    lines = index
                    break
                }
                index += 1
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        lineCount = lines
        isTruncated =
            pango_layout_is_ellipsized(layout) != 0
            || lines < Int(pango_layout_get_line_count(layout))
        size = Size(Double(logical.width) / scale, visibleHeight)
        logicalOrigin = Point(Double(logical.x) / scale, Double(logical.y) / scale)
        firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
        lastBaseline = last
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Glyphs the fonts could not provide.
    /// The characters no font has a glyph for, in order, each once (drawn as boxes).
    public var missingCharacters: [Unicode.Scalar] {
        var buffer = [UInt32](repeating: 0, count: 64)
        let count = Int(lstext_layout_unknown_characters(layout, &buffer, Int32(buffer.count)))
        var seen = Set<UInt32>()
        return buffer.prefix(Swift.min(count, buffer.count)).compactMap { value in
            seen.insert(value).inserted ? Unicode.Scalar(value) : nil
        }
    }

    /// The metrics a stack aligns baselines with.
    public var metrics: TextMetrics {
        TextMetrics(size: size, ascender: firstBaseline, descender: lastBaseline - size.height)
    }

    /// Whether every glyph is drawn from an outline: no run is in a colour or bitmap font, whose
    /// glyphs the library draws (`GlyphMasks`).
    public var hasOnlyOutlineGlyphs: Bool { lstext_layout_has_outlines(layout) != 0 }

    /// Draws the text with its top-left at `origin` (in the context's user space), in `color`
    /// (markup colours win), its glyphs through `masks`; every other shape as a Cairo path.
    func draw(on cairo: OpaquePointer, at origin: Point, color: Color, masks: GlyphMasks) {
        let rgba = color.unitComponents
        lstext_draw_layout(
            cairo, layout, origin.x, origin.y, rgba.0, rgba.1, rgba.2, rgba.3, Self.drawGlyphs, nil,
            Unmanaged.passUnretained(masks).toOpaque())
    }

    /// Hands a run's glyphs from the C renderer to the `GlyphMasks` it was given.
    private static let drawGlyphs: lstext_glyphs_func = {
        context, cairo, font, glyphs, count, red, green, blue, alpha in
        guard let context, let cairo, let font, let glyphs, count > 0 else { return }
        let masks = Unmanaged<GlyphMasks>.fromOpaque(context).takeUnretainedValue()
        masks.draw(
            UnsafeBufferPointer(start: glyphs, count: Int(count)), font: font,
            color: (red, green, blue, alpha), on: cairo)
    }

    /// The text's filled shapes with its top-left at `origin`, in paint order: glyphs as their
    /// outlines, in `color` where markup sets none. `cairo` only builds the paths.
    func shapes(
        building cairo: OpaquePointer, at origin: Point, color: Color,
        _ body: @escaping (TextShape) -> Void
    ) {
        let sink = ShapeSink(body)
        let rgba = color.unitComponents
        lstext_draw_layout(
            cairo, layout, origin.x, origin.y, rgba.0, rgba.1, rgba.2, rgba.3, nil,
            Self.collectShape,
            Unmanaged.passUnretained(sink).toOpaque())
    }

    /// Copies the C renderer's current path into a `TextShape` for the `ShapeSink` it was given.
    private static let collectShape: lstext_fill_func = { context, cairo, red, green, blue, alpha in
        guard let context, let cairo, let copied = cairo_copy_path(cairo) else { return }
        defer { cairo_path_destroy(copied) }
        let sink = Unmanaged<ShapeSink>.fromOpaque(context).takeUnretainedValue()
        var path: [TextShape.Element] = []
        var index = 0
        let count = Int(copied.pointee.num_data)
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else {
            return
        }
        func point(_ offset: Int) -> Point {
            Point(data[index + offset].point.x, data[index + offset].point.y)
        }
        while index < count {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: path.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: path.append(.curve(point(1), point(2), point(3)))
            default: path.append(.close)
            }
            index += Int(max(1, header.length))
        }
        func byte(_ value: Double) -> UInt8 {
            UInt8((Swift.min(1, Swift.max(0, value)) * 255).rounded())
        }
        sink.body(
            TextShape(
                path: path,
                color: Color(
                    red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))))
    }
}

/// The receiver of a text's shapes, passed through the C renderer as its context.
private final class ShapeSink {
    let body: (TextShape) -> Void

    init(_ body: @escaping (TextShape) -> Void) {
        self.body = body
    }
}
