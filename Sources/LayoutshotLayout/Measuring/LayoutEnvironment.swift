import LayoutshotCore

/// What a layout pass needs beyond the tree: the pixel grid and the leaf measurers.
///
/// ```swift
/// let environment = LayoutEnvironment(scale: 2, textMeasurer: pango)
/// ```
public struct LayoutEnvironment: Sendable {
    /// Pixels per point: the grid sizes snap to.
    public var scale: Double
    /// Measures `text` nodes; without one, text nodes measure as empty (zero before clamping).
    public var textMeasurer: (any TextMeasuring)?
    /// Sizes `image` nodes; without one, an image measures as a plain box does (its range's
    /// maximum when both axes are bounded, else its minimum), as an `ASImageNode` without an image.
    public var imageSizer: (any ImageSizing)?

    /// Creates an environment. `scale` MUST be finite and positive.
    public init(
        scale: Double = 1, textMeasurer: (any TextMeasuring)? = nil,
        imageSizer: (any ImageSizing)? = nil
    ) {
        precondition(
            scale.isFinite && scale > 0,
            "LayoutEnvironment: scale must be finite and positive, got \(scale)")
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
    }
}
