import LayoutshotCore

/// A box's shadow, as a Core Animation layer casts it: the box's shape (its rounded bounds, or
/// `shape` when given), moved by `offset` and blurred by a Gaussian whose standard deviation is
/// `radius` points, in `color`, behind the box. A class, so that a box without a shadow costs one
/// pointer, not the shadow's fields, in every node.
///
/// ```swift
/// var card = BoxAppearance(color: .white, cornerRadius: 12)
/// card.shadow = BoxShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 51), offset: Point(0, 2), radius: 8)
/// ```
public final class BoxShadow: Hashable, Sendable {
    /// The colour, its alpha the shadow's opacity.
    public let color: Color
    /// How far the shadow is moved, in points (y grows downwards).
    public let offset: Point
    /// The blur, in points: the Gaussian's standard deviation (Core Animation's `shadowRadius`).
    public let radius: Double
    /// The shape that casts the shadow, in the box's coordinates (`layer.shadowPath`); `nil` is
    /// the box's own rounded bounds.
    public let shape: Shape?

    /// A shadow.
    public init(color: Color, offset: Point, radius: Double, shape: Shape? = nil) {
        self.color = color
        self.offset = offset
        self.radius = radius.isFinite ? Swift.max(0, radius) : 0
        self.shape = shape
    }

    /// A shape that casts a shadow.
    public enum Shape: Hashable, Sendable {
        /// A rectangle.
        case rect(Rect)
        /// An ellipse inside a rectangle.
        case oval(Rect)
        /// A rectangle with some corners rounded.
        case roundedRect(Rect, radius: Double, corners: BoxCorners)
    }

    public static func == (lhs: BoxShadow, rhs: BoxShadow) -> Bool {
        lhs === rhs
            || (lhs.color, lhs.offset, lhs.radius, lhs.shape) == (
                rhs.color, rhs.offset, rhs.radius, rhs.shape
            )
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(offset)
        hasher.combine(radius)
        hasher.combine(shape)
    }
}
