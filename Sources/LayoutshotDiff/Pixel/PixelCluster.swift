/// One 8-connected component of different pixels: a place where the images changed.
public struct PixelCluster: Hashable, Sendable, Codable {
    /// The smallest rectangle holding every pixel of the component.
    public var boundingBox: PixelRect
    /// The number of different pixels in the component.
    public var pixelCount: Int

    /// Creates a cluster of `pixelCount` pixels inside `boundingBox`.
    public init(boundingBox: PixelRect, pixelCount: Int) {
        self.boundingBox = boundingBox
        self.pixelCount = pixelCount
    }
}
