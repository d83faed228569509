/// Which node painted each pixel of a render: the renderer draws every painting node's shape
/// (box outline, glyphs, image frame) in a colour of its own, without antialiasing, and reads
/// the owners back. Changed pixels are attributed through it, so a recoloured box behind a
/// label counts for the box, not for the label's frame.
public struct PixelOwnership: Sendable {
    /// A node that paints.
    public struct Node: Hashable, Sendable {
        /// "`title`", or "`text` at root.child.children[1]".
        public var name: String
        /// Its element type.
        public var type: String

        /// Creates a painting node from its display name and element type.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// Per pixel, row-major: an index into `nodes`, or -1 where only the canvas is.
    public var owners: [Int32]
    /// The painting nodes in drawing order (a later node owns the pixels it shares with an earlier
    /// one); `owners` indexes into it.
    public var nodes: [Node]

    /// Creates an ownership map; `owners` MUST hold one entry per pixel of the render.
    public init(owners: [Int32], nodes: [Node]) {
        self.owners = owners
        self.nodes = nodes
    }
}
