import LayoutshotLayout
import LayoutshotRender

/// A scene laid out for drawing, with the renderer that laid it out (it draws it too): what
/// the snapshot formats render from.
///
/// ```swift
/// let scene = try PreparedScene(Scene(root: Text("Hello").node, sizeRange: SizeRange(exactly: Size(80, 20)), scale: 2))
/// let png = try SnapshotFormat<PreparedScene, RGBAImage>.png.render(scene).primary()
/// ```
public struct PreparedScene {
    /// The renderer that laid the scene out; it draws the picture too, with the same fonts.
    public let renderer: Renderer
    /// The scene laid out and flattened: its layout, display list and renderer fingerprint.
    public let prepared: Renderer.Prepared
    /// Why each node has its frame (`Renderer.decisions(in:)`), worked out when a sidecar or a
    /// failure first asks: the scene is laid out again with a recorder. A subject whose layout
    /// runs in a context of its own (a simulated screen) lays it out again in that context.
    public var decisions: Lazy<LayoutDecisions?>

    /// Pairs a renderer with a scene it prepared.
    public init(renderer: Renderer, prepared: Renderer.Prepared) {
        self.renderer = renderer
        self.prepared = prepared
        decisions = Lazy { try? renderer.decisions(in: prepared.scene) }
    }

    /// `scene` laid out by a renderer of its own, with the bundled fonts and the scene's font
    /// folders: the way a scene built in Swift is snapshotted.
    /// - Throws: `TextError` when a font folder cannot be loaded, `SceneError` (naming the node
    ///   by path) when the scene cannot be laid out.
    public init(_ scene: Scene, options: Renderer.Options = Renderer.Options()) throws {
        let renderer = try Renderer(fontDirectories: scene.fontDirectories)
        self.init(renderer: renderer, prepared: try renderer.prepare(scene, options: options))
    }
}
