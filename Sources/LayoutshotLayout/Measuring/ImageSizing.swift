import LayoutshotCore

/// Gives `image` nodes their intrinsic size (pixels / scale, as `ASImageNode`). Injected by the
/// caller, so the engine reads no files.
public protocol ImageSizing: Sendable {
    /// The image's size in points at `scale` pixels per point, or `nil` when it is unknown
    /// (the node then behaves as an empty image: size zero before clamping).
    func intrinsicSize(of image: ImageContent, scale: Double) -> Size?
}
