import LayoutshotCore
import LayoutshotLayout

/// A `box` node as it is drawn: its appearance and its frame in root coordinates.
public struct PaintedBox: Hashable, Sendable {
    /// The node's id, if it has one.
    public var id: String?
    /// Where the node sits in the layout tree, e.g. `root.children[1].children[0]`.
    public var path: String
    /// The box's appearance (fill colour, border, corner radius).
    public var appearance: BoxAppearance
    /// The frame in root coordinates, origin snapped to the pixel grid.
    public var frame: Rect
}
