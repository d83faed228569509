import LayoutshotCore

/// One element of a finished layout as `LayoutNode.layout(in:parentSize:environment:building:)`
/// hands it to a front end's builder: what it was made from and where it ended up.
public struct LaidOutElement {
    /// The object the element was made from (`LayoutNode.source`).
    public let source: LayoutSource?
    /// The frame in the parent's coordinate space, as `Layout.frame`.
    public let frame: Rect
}
