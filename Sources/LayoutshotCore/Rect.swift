/// An origin and a size: a frame.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }

    /// The left edge: `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge: `origin.y`.
    public var minY: Double { origin.y }
    /// The right edge: `origin.x + size.width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge: `origin.y + size.height`.
    public var maxY: Double { origin.y + size.height }

    /// The smallest rectangle containing both (CGRectUnion, for non-empty rectangles).
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// The same rectangle moved by `offset`.
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(origin: origin + offset, size: size)
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}
