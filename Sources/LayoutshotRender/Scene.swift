import LayoutshotCore
import LayoutshotLayout

/// What the renderer draws: a tree, the size range it is laid out in, the scale, the canvas
/// colour and the font folders. Fixtures, layouts built in Swift and Texture nodes all become
/// one; the renderer knows nothing of where it came from.
///
/// ```swift
/// let scene = Scene(root: Inset(.all(8)) { Text("Hello") }.node,
///                   sizeRange: SizeRange(min: .zero, max: Size(320, .infinity)), scale: 2)
/// let png = try renderer.png(of: renderer.prepare(scene))
/// ```
public struct Scene: Sendable {
    /// The tree; `deferred` nodes are expanded as they are laid out.
    public var root: LayoutNode
    /// The root's size range.
    public var sizeRange: SizeRange
    /// Pixels per point: the pixel grid layout snaps to and the raster's density. MUST be in (0, 16].
    public var scale: Double
    /// The canvas colour.
    public var background: Color
    /// Font folders beyond the bundled fonts.
    public var fontDirectories: [String]
    /// Extra metadata every output carries, e.g. `layoutshot:fixture`, the hash of the source file.
    public var metadata: [String: String]
    /// Finishes the laid-out tree before it is checked and drawn, for a front end that knows
    /// some of it only after layout: Texture nodes are named after the properties that hold
    /// them, and coloured by the opacity of the nodes around them. `nil` keeps the tree as laid out.
    public var namingAndColoring: (@Sendable (ResolvedLayout) -> ResolvedLayout)?

    /// Creates a scene.
    public init(
        root: LayoutNode, sizeRange: SizeRange, scale: Double = 1, background: Color = .white,
        fontDirectories: [String] = [], metadata: [String: String] = [:],
        namingAndColoring: (@Sendable (ResolvedLayout) -> ResolvedLayout)? = nil
    ) {
        self.root = root
        self.sizeRange = sizeRange
        self.scale = scale
        self.background = background
        self.fontDirectories = fontDirectories
        self.metadata = metadata
        self.namingAndColoring = namingAndColoring
    }
}
