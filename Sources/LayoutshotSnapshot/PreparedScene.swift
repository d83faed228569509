import LayoutshotRender

/// A scene laid out for drawing, with the renderer that laid it out (it draws it too): what
/// the snapshot formats render from.
public struct PreparedScene {
    /// The renderer that laid the scene out; it draws the picture too, with the same fonts.
    public let renderer: Renderer
    /// The scene laid out and flattened: its layout, display list and renderer fingerprint.
    public let prepared: Renderer.Prepared

    /// Pairs a renderer with a scene it prepared.
    public init(renderer: Renderer, prepared: Renderer.Prepared) {
        self.renderer = renderer
        self.prepared = prepared
    }
}
