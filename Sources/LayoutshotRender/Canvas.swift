import LayoutshotCore
import LayoutshotLayout
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
    /// Adds a cubic Bézier curve from the current point to `end`.
    func curveTo(_ control1: Point, _ control2: Point, _ end: Point)
    /// Closes the current sub-path.
    func closePath()
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

    /// Adds a box's outline to the current path: `rect` with the `corners` of `box`'s mask
    /// rounded by its radius, as circular arcs or Apple's continuous curve. Four circular corners
    /// are `roundedRect(_:radius:)`, the path every box had before masks and curves were drawn.
    func boxPath(_ rect: Rect, _ box: BoxAppearance, radius: Double? = nil) {
        let radius = radius ?? box.cornerRadius
        guard box.maskedCorners != .all || box.continuousCorners, radius > 0 else {
            return roundedRect(rect, radius: radius)
        }
        let half = Swift.min(rect.size.width, rect.size.height) / 2
        guard half > 0 else { return roundedRect(rect, radius: 0) }
        // Continuous corners start 1.53 × the radius along each edge; where that is more than
        // half the shorter side, the corner is a circular arc instead, as the curve cannot fit.
        let continuous = box.continuousCorners && radius * CornerCurve.continuousExtent <= half
        let curve = continuous ? CornerCurve.continuous : CornerCurve.circular
        let r = continuous ? radius : Swift.min(radius, half)
        // Clockwise from the top-left corner: each corner, the direction the path comes in along
        // and the one it leaves along.
        let corners: [(BoxCorners, Point, Point, Point)] = [
            (.topLeft, Point(rect.minX, rect.minY), Point(0, -1), Point(1, 0)),
            (.topRight, Point(rect.maxX, rect.minY), Point(1, 0), Point(0, 1)),
            (.bottomRight, Point(rect.maxX, rect.maxY), Point(0, 1), Point(-1, 0)),
            (.bottomLeft, Point(rect.minX, rect.maxY), Point(-1, 0), Point(0, -1)),
        ]
        func point(
            _ corner: Point, _ incoming: Point, _ outgoing: Point, back: Double, along: Double
        ) -> Point {
            Point(
                corner.x - incoming.x * back * r + outgoing.x * along * r,
                corner.y - incoming.y * back * r + outgoing.y * along * r)
        }
        let (_, first, firstIn, firstOut) = corners[0]
        let extent = box.maskedCorners.contains(.topLeft) ? curve.extent : 0
        moveTo(point(first, firstIn, firstOut, back: 0, along: extent))
        for (mask, corner, incoming, outgoing) in corners[1...] + [corners[0]] {
            guard box.maskedCorners.contains(mask) else {
                lineTo(corner)
                continue
            }
            lineTo(point(corner, incoming, outgoing, back: curve.extent, along: 0))
            for segment in curve.segments {
                curveTo(
                    point(corner, incoming, outgoing, back: segment.0.x, along: segment.0.y),
                    point(corner, incoming, outgoing, back: segment.1.x, along: segment.1.y),
                    point(corner, incoming, outgoing, back: segment.2.x, along: segment.2.y))
            }
        }
        closePath()
    }
}

/// A corner's curve in units of the radius, for the corner at the origin: `x` is how far back
/// along the edge the path comes in on, `y` how far along the edge it leaves on.
private struct CornerCurve {
    /// How far from the corner the curve starts and ends, along each edge.
    let extent: Double
    /// Cubic Bézier segments: two control points and an end point each.
    let segments: [(Point, Point, Point)]

    /// A quarter circle, as one cubic Bézier (the usual 0.5523 control length).
    static let circular = CornerCurve(
        extent: 1, segments: [(Point(1 - 0.552_284_75, 0), Point(0, 1 - 0.552_284_75), Point(0, 1))]
    )

    /// How far Apple's continuous corner reaches along each edge, in radii.
    static let continuousExtent = 1.528_664_83

    /// Apple's continuous corner (`CALayerCornerCurve.continuous`), as three cubic Béziers that
    /// ease from the edge into the turn and out again, symmetric about the corner's diagonal.
    static let continuous = CornerCurve(
        extent: continuousExtent,
        segments: [
            (Point(1.088_492_96, 0), Point(0.868_406_94, 0), Point(0.631_493_99, 0.074_911)),
            (
                Point(0.372_823_92, 0.169_055_86), Point(0.169_055_86, 0.372_823_92),
                Point(0.074_911, 0.631_493_99)
            ),
            (Point(0, 0.868_406_94), Point(0, 1.088_492_96), Point(0, continuousExtent)),
        ])
}
