import LayoutshotCore

/// Why a scene cannot be drawn: a node's content (a font, a text, an image) or the whole
/// canvas. Names the node by path, so that a front end can locate it in its own source (a
/// fixture's line and column, a Texture node's property).
public struct SceneError: LayoutshotError, Equatable, Sendable {
    /// The node's path, `root.children[1].child`.
    public var path: String
    /// The node's id, if it has one.
    public var id: String?
    /// The property at fault: `"font"`, `"text"`, `"image"`, or `nil` for the node itself.
    public var key: String?
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(path: String, id: String? = nil, key: String? = nil, message: String) {
        self.path = path
        self.id = id
        self.key = key
        self.message = message
    }

    /// The node as messages name it: `root.children[1] (id "photo")`.
    public var nodeLabel: String {
        id.map { "\(path) (id \"\($0)\")" } ?? path
    }

    public var location: String? { nodeLabel }
    public var problem: String { message }
}
