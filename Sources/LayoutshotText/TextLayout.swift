import CPangoCairo
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

    init(context: OpaquePointer, text: TextContent, description: FontDescription?, width: Double?, height: Double?) {
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
            pango_layout_set_width(layout, Int32(clamping: Int(saturating: (width * Double(PANGO_SCALE)).rounded(.down))))
        }
        // Left and right are absolute (UIKit's), while Pango mirrors them in right-to-left
        // paragraphs: swap them back for text that starts right to left.
        let rightToLeft = TextDirection.firstStrong(in: text.text) == .rightToLeft
        switch text.alignment {
        case .left: pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .justify:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if text.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32(clamping: Int(saturating: (text.lineSpacing * Double(PANGO_SCALE)).rounded())))
        }
        // Truncation: ellipsize at the last line that fits the line limit or the height. Only
        // with a limit: an ellipsizing layout without one is cut to a single line.
        let lineLimit = text.maximumNumberOfLines > 0 ? -Int32(clamping: text.maximumNumberOfLines) : nil
        let heightLimit = height.flatMap { $0.isFinite ? Int32(clamping: Int(saturating: ($0 * Double(PANGO_SCALE)).rounded(.down))) : nil }
        if text.truncation != .clip, let limit = lineLimit ?? heightLimit {
            let mode: PangoEllipsizeMode = switch text.truncation {
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
                if text.truncation == .clip, text.maximumNumberOfLines > 0, index == text.maximumNumberOfLines {
                    visibleHeight = Double(lineRect.y + lineRect.height) / scale
                    lines = index
                    break
                }
                index += 1
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        lineCount = lines
        isTruncated = pango_layout_is_ellipsized(layout) != 0 || lines < Int(pango_layout_get_line_count(layout))
        size = Size(Double(logical.width) / scale, visibleHeight)
        logicalOrigin = Point(Double(logical.x) / scale, Double(logical.y) / scale)
        firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
        lastBaseline = last
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Glyphs the fonts could not provide.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// The metrics a stack aligns baselines with.
    public var metrics: TextMetrics {
        TextMetrics(size: size, ascender: firstBaseline, descender: lastBaseline - size.height)
    }

    /// Draws the text with its top-left at `origin` (in the context's user space), in `color`
    /// (markup colours win). For `LayoutshotRender`.
    package func draw(on cairo: OpaquePointer, at origin: Point, color: Color) {
        pango_cairo_update_layout(cairo, layout)
        cairo_set_source_rgba(cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
    }
}
