import LayoutshotCore

/// A computed layout: an immutable tree of frames, like Texture's `ASLayout`. Frames are in the
/// parent's coordinate space; sizes are snapped to the pixel grid, origins are not (they are
/// snapped when flattened to absolute frames, see `absoluteFrames()`). Children are in paint
/// order: a background before its child, an overlay after it.
///
/// ```swift
/// let layout = Stack(.horizontal, spacing: 8) { Box(.red).preferredSize(40, 40) }.layout(in: SizeRange(exactly: Size(320, 60)))
/// layout[id: "title"]?.frame
/// ```
public struct Layout: Hashable, Sendable {
    /// The element's type name (`"stack"`, `"box"`, …).
    public var type: String
    /// The element's id, if it has one.
    public var id: String?
    /// The frame in the parent's coordinate space.
    public var frame: Rect
    /// The sublayouts, in paint order.
    public var children: [Layout]

    /// Creates a layout node.
    public init(type: String, id: String? = nil, frame: Rect, children: [Layout] = []) {
        self.type = type
        self.id = id
        self.frame = frame
        self.children = children
    }

    /// The size of the layout.
    public var size: Size { frame.size }

    /// The first node, depth-first, whose id is `id`.
    public subscript(id id: String) -> Layout? {
        if self.id == id { return self }
        for child in children {
            if let found = child[id: id] { return found }
        }
        return nil
    }

    /// Every node depth-first with its path (`root`, `root.child.children[2]`, …) and its frame in
    /// root coordinates, the origin ceiled to the pixel grid at `scale` as Texture does when it
    /// flattens a layout for drawing.
    public func absoluteFrames(scale: Double) -> [AbsoluteFrame] {
        let grid = PixelGrid(scale: scale)
        var result: [AbsoluteFrame] = []
        var stack: [(Layout, Point, String, Int)] = [(self, frame.origin, "root", 0)]
        while let (node, origin, path, depth) = stack.popLast() {
            result.append(
                AbsoluteFrame(
                    type: node.type, id: node.id, path: path, depth: depth,
                    frame: Rect(origin: grid.ceil(origin), size: node.frame.size)))
            for (index, child) in node.children.enumerated().reversed() {
                stack.append(
                    (
                        child, origin + child.frame.origin,
                        path + node.pathComponent(ofChild: index), depth + 1
                    ))
            }
        }
        return result
    }
}

/// One node's frame in root coordinates, as it is drawn.
public struct AbsoluteFrame: Hashable, Sendable {
    /// The node's element type, as fixtures and layout output name it: `"stack"`, `"text"`.
    public var type: String
    /// The node's `id`, when it has one.
    public var id: String?
    /// Where the node sits in the layout tree, e.g. `root.children[1].children[0]`.
    public var path: String
    /// Nesting depth; the root is 0.
    public var depth: Int
    /// The frame in root coordinates, origin snapped to the pixel grid.
    public var frame: Rect
}
