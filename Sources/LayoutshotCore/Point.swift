/// A position in points, in some parent's coordinate space.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point, unlabelled.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin.
    public static let zero = Point(0, 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// Builds a point from a main-axis and a cross-axis coordinate.
    public init(main: Double, cross: Double, axis: Axis) {
        self.init(0, 0)
        self[axis] = main
        self[axis.cross] = cross
    }

    /// Component-wise sum.
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(lhs.x + rhs.x, lhs.y + rhs.y)
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
