import LayoutshotCore

/// How a `box` (an `ASDisplayNode` with a background colour) is painted.
public struct BoxAppearance: Hashable, Sendable {
    /// The fill inside the bounds (and the rounded corners); clear paints nothing.
    public var color: Color
    /// The border's colour; `nil` draws no border.
    public var borderColor: Color?
    /// Whether what the node holds (its text, its image, its subnodes) is clipped to its bounds
    /// and rounded corners, with the border drawn over it, as a Core Animation layer with
    /// `masksToBounds` (a Texture node's `clipsToBounds`); `false` by default.
    public var clipsContent: Bool
    /// The border's width in points, drawn inside the bounds; 0 draws no border.
    public var borderWidth: Double
    /// The corner radius in points, for the fill and the border; 0 is square.
    public var cornerRadius: Double
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`); all by default.
    public var maskedCorners: BoxCorners = .all
    /// Whether the corners follow Apple's continuous curve (`cornerCurve = .continuous`), which
    /// starts farther along each edge than a circular arc; circular by default.
    public var continuousCorners = false
    /// The shadow cast behind the box; `nil` (the default) casts none. Not drawn for a box that
    /// clips its content, as Core Animation clips a `masksToBounds` layer's shadow too.
    public var shadow: BoxShadow?

    /// Creates a box appearance.
    public init(
        color: Color = .clear, borderColor: Color? = nil, borderWidth: Double = 0,
        cornerRadius: Double = 0,
        clipsContent: Bool = false
    ) {
        self.color = color
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.clipsContent = clipsContent
    }

    /// Whether the box draws a border: a width and a colour that is not clear.
    public var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// Whether the box paints anything: a fill that is not clear, or a border with a width and a
    /// colour that is not clear.
    public var paints: Bool {
        color.alpha > 0 || hasBorder
    }
}
