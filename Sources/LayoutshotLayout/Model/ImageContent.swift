/// What an `image` node shows (`ASImageNode`). Its intrinsic size comes from an `ImageSizing`
/// the caller injects.
public struct ImageContent: Hashable, Sendable {
    /// The image file, as the fixture names it (relative to the fixture).
    public var source: String
    /// The file to read: `source` resolved against the fixture's folder.
    public var path: String
    /// How the image fills its frame; `.scaleToFill` (stretched) by default.
    public var contentMode: ContentMode
    /// Pixels per point of the image file (`UIImage.scale`, 2 for `@2x`); `nil` takes the
    /// layout's scale, as fixture images do.
    public var scale: Double?

    /// Creates image content. `path` defaults to `source`.
    public init(source: String, path: String? = nil, contentMode: ContentMode = .scaleToFill, scale: Double? = nil) {
        self.source = source
        self.path = path ?? source
        self.contentMode = contentMode
        self.scale = scale
    }
}
