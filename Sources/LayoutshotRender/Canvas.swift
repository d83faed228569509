import LayoutshotCore
import LayoutshotText

/// What the painters draw on, in points: Cairo's pixels (`CairoContext`) or Layoutshot's own
/// SVG (`SVGCanvas`). Shapes are built as a current path, then filled or stroked, as in Cairo.
protocol Canvas: AnyObject {
    /// Whether colours are handed on with red and blue exchanged (`CairoContext.swapsRedAndBlue`).
    var swapsRedAndBlue: Bool { get }
    /// The colour of what is filled or stroked next.
    func setColor(_ color: Color)
    /// Adds a rectangle with rounded corners to the current path (radius clamped to half the
    /// shorter side; a negative width or height runs the other way round, cutting a hole).
    func roundedRect(_ rect: Rect, radius: Double)
    func moveTo(_ point: Point)
    func lineTo(_ point: Point)
    /// Fills the current path (non-zero rule) and clears it.
    func fill()
    /// Strokes the current path and clears it.
    func stroke(width: Double, dash: [Double])
    /// Saves the colour and the clip, until `restore()`.
    func save()
    func restore()
    /// Clips what follows to `rect`, until the matching `restore()`.
    func clip(_ rect: Rect)
    /// Clips what follows to the current path (non-zero rule), and clears it, until the matching
    /// `restore()`.
    func clipToPath()
    /// Fills the whole canvas in the current colour.
    func paint()
    /// Draws what follows into a layer of its own, until `popGroup(alpha:)`.
    func pushGroup()
    /// Composites the layer begun by `pushGroup()` at `alpha`, as a `CALayer`'s opacity does.
    func popGroup(alpha: Double)
    /// Draws `image` (pixels) stretched over `rect` (points), smoothing when scaled.
    func draw(_ image: RGBAImage, in rect: Rect) throws(RenderError)
    /// Draws a text laid out by `engine` with its top-left at `origin`, in `color` where markup
    /// sets none.
    func draw(_ text: TextLayout, engine: TextEngine, at origin: Point, color: Color)
}

extension Canvas {
    /// `color` as this canvas hands it on (red and blue exchanged when it swaps them).
    func deviceColor(_ color: Color) -> Color {
        guard swapsRedAndBlue else { return color }
        return Color(red: color.blue, green: color.green, blue: color.red, alpha: color.alpha)
    }

    func stroke(width: Double) { stroke(width: width, dash: []) }
}
