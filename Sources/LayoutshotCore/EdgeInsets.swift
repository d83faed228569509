/// Insets on the four edges, in points. An edge MAY be `.infinity`, as in `ASInsetLayoutSpec`:
/// the child then keeps its intrinsic size and is pushed to the opposite edge (or centred).
///
/// ```swift
/// let padding = EdgeInsets(all: 8)
/// let pinnedRight = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 10)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public static func all(_ value: Double) -> EdgeInsets { EdgeInsets(all: value) }

    /// The inset at the start (left/top) of `axis`.
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the end (right/bottom) of `axis`.
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
