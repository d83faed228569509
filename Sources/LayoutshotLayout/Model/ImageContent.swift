/// What an `image` node shows (`ASImageNode`). Its intrinsic size comes from an `ImageSizing`
/// the caller injects.
public struct ImageContent: Hashable, Sendable {
    // The stored properties are declared so that they pack (the optional scale's flag beside the
    // content mode, the optional backdrop last): every node kind is as large as this.

    /// The image file, as the fixture names it (relative to the fixture).
    public var source: String
    /// The file to read: `source` resolved against the fixture's folder.
    public var path: String
    /// Pixels per point of the image file (`UIImage.scale`, 2 for `@2x`); `nil` takes the
    /// layout's scale, as fixture images do.
    public var scale: Double?
    /// How the image fills its frame; `.scaleToFill` (stretched) by default.
    public var contentMode: ContentMode
    /// How opaque the node is drawn, 0…1, its backdrop and image together as a layer: a Texture
    /// node's `alpha` times its supernodes'; 0 for a hidden node, which keeps its size.
    public var opacity: Double = 1
    /// Changes made to the image as drawn, in order (Texture's image modification blocks); none
    /// by default.
    public var modifications: [ImageModification] = []
    /// What the node paints behind its image: a Texture image node's own background, border and
    /// corners (`ASImageNode.backgroundColor`); `nil` paints nothing.
    public var backdrop: BoxAppearance? = nil

    /// Creates image content. `path` defaults to `source`.
    public init(
        source: String, path: String? = nil, contentMode: ContentMode = .scaleToFill,
        scale: Double? = nil
    ) {
        self.source = source
        self.path = path ?? source
        self.contentMode = contentMode
        self.scale = scale
    }
}
