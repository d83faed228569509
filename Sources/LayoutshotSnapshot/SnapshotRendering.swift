import LayoutshotCore
import LayoutshotLayout

/// A subject rendered in one format: what the format renders (the picture of `.png`, the text
/// of `.svg` and `.layout`, or a value of a format of your own), the bytes a reference stores,
/// and what a comparison, a failure message and a recording need besides.
public struct SnapshotRendering<Value> {
    /// What the format rendered, for its comparison: a picture is compared by its pixels.
    public var value: Value
    /// The reference file's bytes: `value` encoded (PNG, SVG or layout text), made when first needed.
    public var primary: LazyBytes
    /// The frames, for the structural diff.
    public var layout: Layout
    /// The layout sidecar (`name.layout.json`, `LayoutDocument.sidecarBytes()`): the frames, and
    /// why each node has its frame.
    public var layoutJSON: LazyBytes
    /// Why each node has its frame: made for a sidecar or a failure's words, not for a match.
    public var decisions: Lazy<LayoutDecisions?>
    /// Pixels per point.
    public var scale: Double
    /// The renderer fingerprint (libraries, fonts, scale).
    public var renderer: String
    /// Which node painted each pixel; computed on demand, for failures.
    public var ownership: () -> PixelOwnership?

    /// Creates a rendering of `value`, stored as `primary`; a format that draws nothing gives
    /// only those two: `SnapshotRendering(text, primary: LazyBytes(Array(text.utf8)))`.
    public init(
        _ value: Value, primary: LazyBytes,
        layout: Layout = Layout(type: "value", frame: Rect(0, 0, 0, 0)),
        decisions: Lazy<LayoutDecisions?> = Lazy(nil), scale: Double = 1, renderer: String = "",
        ownership: @escaping () -> PixelOwnership? = { nil }
    ) {
        self.value = value
        self.primary = primary
        self.layout = layout
        self.decisions = decisions
        layoutJSON = LazyBytes { LayoutDocument(layout, decisions: try decisions()).sidecarBytes() }
        self.scale = scale
        self.renderer = renderer
        self.ownership = ownership
    }
}
