import LayoutshotCore

/// Gives `image` nodes their intrinsic size (pixels / scale, as `ASImageNode`). Injected by the
/// caller, so the engine reads no files.
public protocol ImageSizing: Sendable {
    /// The image's size in points at `scale` pixels per point, or `nil` when it is unknown
    /// (the node then measures as a plain box: its range's maximum when both axes are bounded,
    /// else its minimum).
    func intrinsicSize(of image: ImageContent, scale: Double) -> Size?
}
