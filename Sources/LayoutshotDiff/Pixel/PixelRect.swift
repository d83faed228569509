/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// ```swift
/// let title = PixelRect(x: 32, y: 48, width: 360, height: 44)
/// ```
public struct PixelRect: Hashable, Sendable, Codable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns; a rectangle with `width <= 0` holds no pixel.
    public var width: Int
    /// The number of rows; a rectangle with `height <= 0` holds no pixel.
    public var height: Int

    /// Creates the rectangle of columns `x ..< x + width` and rows `y ..< y + height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The part of the rectangle inside a `width`×`height` image, or `nil` when none is.
    func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRect? {
        let left = Swift.max(x, 0)
        let top = Swift.max(y, 0)
        let right = Swift.min(x + Swift.max(width, 0), imageWidth)
        let bottom = Swift.min(y + Swift.max(height, 0), imageHeight)
        guard left < right, top < bottom else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
