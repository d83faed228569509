import LayoutshotCore

/// How a `box` (an `ASDisplayNode` with a background colour) is painted.
public struct BoxAppearance: Hashable, Sendable {
    public var color: Color
    public var borderColor: Color?
    public var borderWidth: Double
    public var cornerRadius: Double

    /// Creates a box appearance.
    public init(color: Color = .clear, borderColor: Color? = nil, borderWidth: Double = 0, cornerRadius: Double = 0) {
        self.color = color
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
    }
}
