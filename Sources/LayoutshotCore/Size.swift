/// A width and a height in points.
///
/// ```swift
/// let avatar = Size(44, 44)
/// avatar[.horizontal] // 44
/// ```
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from a width and a height, unlabelled.
    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// The empty size.
    public static let zero = Size(0, 0)

    /// The length along `axis`: width for horizontal, height for vertical.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// Builds a size from a main-axis and a cross-axis length.
    public init(main: Double, cross: Double, axis: Axis) {
        self.init(0, 0)
        self[axis] = main
        self[axis.cross] = cross
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}
