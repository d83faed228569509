/// What an `image` node shows (`ASImageNode`). Its intrinsic size comes from an `ImageSizing`
/// the caller injects.
public struct ImageContent: Hashable, Sendable {
    /// The image file, as the fixture names it (relative to the fixture).
    public var source: String
    /// The file to read: `source` resolved against the fixture's folder.
    public var path: String
    public var contentMode: ContentMode

    /// Creates image content. `path` defaults to `source`.
    public init(source: String, path: String? = nil, contentMode: ContentMode = .scaleToFill) {
        self.source = source
        self.path = path ?? source
        self.contentMode = contentMode
    }
}
