/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates the size of a `width`×`height` image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
