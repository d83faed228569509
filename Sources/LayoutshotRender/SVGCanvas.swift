import Foundation
import LayoutshotCore
import LayoutshotText

/// Layoutshot's own SVG writer: the painters' shapes as SVG 1.1 elements, numbers written by
/// `appendPoints` (at most 4 decimals), ids numbered in drawing order. The same drawing gives
/// the same bytes in every process and with every library release (Cairo's SVG surface wrote
/// another dialect in 1.18 than in 1.16, and numbered ids from process-wide counters); text is
/// its glyphs' outlines, the same outlines the PNG fills.
///
/// ```swift
/// let canvas = SVGCanvas(size: Size(100, 40))
/// canvas.setColor(.red)
/// canvas.roundedRect(Rect(0, 0, 100, 40), radius: 8)
/// canvas.fill()
/// let bytes = canvas.document(comment: "layoutshot:renderer: drawing 2; …")
/// ```
final class SVGCanvas: Canvas {
    let swapsRedAndBlue = false
    /// The document's size, in points.
    let size: Size

    /// What save() keeps: the colour and how many clip groups were opened since.
    private struct State {
        var color = Color(red: 0, green: 0, blue: 0)
        var clips = 0
    }

    private var state = State()
    private var saved: [State] = []
    /// The elements written so far: the document's body, then one more per open layer.
    private var layers: [[UInt8]] = [[]]
    /// The current path's data.
    private var path: [UInt8] = []
    private var clipCount = 0

    init(size: Size) {
        self.size = size
    }

    func setColor(_ color: Color) { state.color = color }

    func roundedRect(_ rect: Rect, radius: Double) {
        let r = Swift.max(
            0, Swift.min(radius, Swift.abs(rect.size.width) / 2, Swift.abs(rect.size.height) / 2))
        guard r > 0, rect.size.width > 0, rect.size.height > 0 else {
            // As cairo_rectangle: clockwise, or the other way round for a negative side.
            command("M", rect.minX, rect.minY)
            command("h", rect.size.width)
            command("v", rect.size.height)
            command("h", -rect.size.width)
            path.append(UInt8(ascii: "Z"))
            return
        }
        let (minX, minY) = (rect.minX, rect.minY)
        let (maxX, maxY) = (rect.minX + rect.size.width, rect.minY + rect.size.height)
        command("M", minX + r, minY)
        command("H", maxX - r)
        arc(r, to: maxX, minY + r)
        command("V", maxY - r)
        arc(r, to: maxX - r, maxY)
        command("H", minX + r)
        arc(r, to: minX, maxY - r)
        command("V", minY + r)
        arc(r, to: minX + r, minY)
        path.append(UInt8(ascii: "Z"))
    }

    func moveTo(_ point: Point) { command("M", point.x, point.y) }
    func lineTo(_ point: Point) { command("L", point.x, point.y) }
    func curveTo(_ control1: Point, _ control2: Point, _ end: Point) {
        command("C", control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }
    func closePath() { path.append(UInt8(ascii: "Z")) }

    func fill() {
        guard !path.isEmpty else { return }
        element("<path d=\"", path, "\"" + paint("fill", state.color) + "/>")
        path.removeAll(keepingCapacity: true)
    }

    func stroke(width: Double, dash: [Double]) {
        guard !path.isEmpty else { return }
        var attributes =
            " fill=\"none\"" + paint("stroke", state.color)
            + " stroke-width=\"\(formatPoints(width))\""
        if !dash.isEmpty {
            attributes += " stroke-dasharray=\"\(dash.map(formatPoints).joined(separator: " "))\""
        }
        element("<path d=\"", path, "\"" + attributes + "/>")
        path.removeAll(keepingCapacity: true)
    }

    func save() {
        saved.append(state)
        state.clips = 0
    }

    func restore() {
        for _ in 0..<state.clips { write("</g>\n") }
        state = saved.popLast() ?? State()
    }

    func clip(_ rect: Rect) {
        let id = "clip\(clipCount)"
        clipCount += 1
        write(
            "<clipPath id=\"\(id)\"><rect x=\"\(formatPoints(rect.minX))\" y=\"\(formatPoints(rect.minY))\" "
                + "width=\"\(formatPoints(rect.size.width))\" height=\"\(formatPoints(rect.size.height))\"/></clipPath>\n"
                + "<g clip-path=\"url(#\(id))\">\n")
        state.clips += 1
    }

    func clipToPath() {
        let id = "clip\(clipCount)"
        clipCount += 1
        element(
            "<clipPath id=\"\(id)\"><path d=\"", path,
            "\"/></clipPath>\n<g clip-path=\"url(#\(id))\">")
        path.removeAll(keepingCapacity: true)
        state.clips += 1
    }

    func paint() {
        write(
            "<rect x=\"0\" y=\"0\" width=\"\(formatPoints(size.width))\" height=\"\(formatPoints(size.height))\""
                + paint("fill", state.color) + "/>\n")
    }

    func pushGroup() {
        save()
        layers.append([])
    }

    func popGroup(alpha: Double) {
        restore()
        guard layers.count > 1, let layer = layers.popLast() else { return }
        let opacity = Swift.min(1, Swift.max(0, alpha))
        if opacity < 1 { write("<g opacity=\"\(formatPoints(opacity))\">\n") }
        layers[layers.count - 1] += layer
        if opacity < 1 { write("</g>\n") }
    }

    func draw(_ image: RGBAImage, in rect: Rect) throws(RenderError) {
        let png = try PNGCodec.encode(image)
        write(
            "<image x=\"\(formatPoints(rect.minX))\" y=\"\(formatPoints(rect.minY))\" "
                + "width=\"\(formatPoints(rect.size.width))\" height=\"\(formatPoints(rect.size.height))\" "
                + "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
        )
    }

    func draw(_ text: TextLayout, engine: TextEngine, at origin: Point, color: Color) {
        for shape in engine.shapes(of: text, at: origin, color: color) {
            for step in shape.path {
                switch step {
                case .move(let point): command("M", point.x, point.y)
                case .line(let point): command("L", point.x, point.y)
                case .curve(let first, let second, let end):
                    command("C", first.x, first.y, second.x, second.y, end.x, end.y)
                case .close: path.append(UInt8(ascii: "Z"))
                }
            }
            let color = state.color
            state.color = shape.color
            fill()
            state.color = color
        }
    }

    /// The whole document: the XML declaration, `comment`, and the drawing.
    func document(comment: String) -> [UInt8] {
        while layers.count > 1 { popGroup(alpha: 1) }
        while !saved.isEmpty { restore() }
        let safeComment = comment.replacingOccurrences(of: "--", with: "- -")
        let width = formatPoints(size.width)
        let height = formatPoints(size.height)
        var bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- \(safeComment) -->
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(width)pt" height="\(height)pt" viewBox="0 0 \(width) \(height)" version="1.1">

            """.utf8)
        bytes += layers[0]
        bytes += Array("</svg>\n".utf8)
        return bytes
    }

    // MARK: Writing

    private func write(_ text: String) { layers[layers.count - 1] += Array(text.utf8) }

    private func element(_ start: String, _ data: [UInt8], _ end: String) {
        layers[layers.count - 1] += Array(start.utf8)
        layers[layers.count - 1] += data
        layers[layers.count - 1] += Array((end + "\n").utf8)
    }

    /// ` fill="#RRGGBB"` (or stroke), with its opacity when the colour is translucent.
    private func paint(_ property: String, _ color: Color) -> String {
        let hex = String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
        let opacity =
            color.alpha == 255
            ? "" : " \(property)-opacity=\"\(formatPoints(Double(color.alpha) / 255))\""
        return " \(property)=\"\(hex)\"" + opacity
    }

    /// A path command and its numbers, space-separated.
    private func command(_ letter: String, _ numbers: Double...) {
        if !path.isEmpty { path.append(UInt8(ascii: " ")) }
        path += Array(letter.utf8)
        for number in numbers {
            path.append(UInt8(ascii: " "))
            appendPoints(number, to: &path)
        }
    }

    /// A clockwise quarter circle of radius `r` to (`x`, `y`).
    private func arc(_ r: Double, to x: Double, _ y: Double) { command("A", r, r, 0, 0, 1, x, y) }
}
