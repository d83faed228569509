/// The sizes an element may take: Texture's `ASSizeRange`. `max` MAY be `.infinity` on either axis
/// (unbounded); `min` is always finite.
///
/// ```swift
/// let row = SizeRange(min: Size(0, 0), max: Size(320, .infinity))
/// row.clamp(Size(400, 20)) // 320x20
/// ```
public struct SizeRange: Hashable, Sendable {
    /// The smallest allowed size.
    public var min: Size
    /// The largest allowed size.
    public var max: Size

    /// Creates a range. `min` SHOULD NOT exceed `max`; where it does, `min` wins, as in Texture.
    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// An exact size.
    public init(exactly size: Size) {
        self.init(min: size, max: size)
    }

    /// Anything from zero to unbounded.
    public static let unconstrained = SizeRange(min: .zero, max: Size(.infinity, .infinity))

    /// Per axis `max(min, min(max, size))`: `ASSizeRangeClamp` (min wins if min > max).
    @inlinable
    public func clamp(_ size: Size) -> Size {
        Size(
            Swift.max(min.width, Swift.min(max.width, size.width)),
            Swift.max(min.height, Swift.min(max.height, size.height)))
    }

    /// Per-axis overlap: `ASSizeRangeIntersect`. Where the two do not overlap, `self` wins and
    /// collapses to its own value nearest to `other`.
    @inlinable
    public func intersect(_ other: SizeRange) -> SizeRange {
        let w = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let h = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(w.0, h.0), max: Size(w.1, h.1))
    }

    @inlinable
    static func intersect(_ min: Double, _ max: Double, _ otherMin: Double, _ otherMax: Double)
        -> (Double, Double)
    {
        let newMin = Swift.max(min, otherMin)
        let newMax = Swift.min(max, otherMax)
        if newMin <= newMax { return (newMin, newMax) }
        return min < otherMin ? (max, max) : (min, min)
    }

    /// Builds a range from main/cross bounds along `axis`.
    @inlinable
    public init(mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double, axis: Axis) {
        self.init(
            min: Size(main: mainMin, cross: crossMin, axis: axis),
            max: Size(main: mainMax, cross: crossMax, axis: axis))
    }
}

extension SizeRange: CustomStringConvertible {
    public var description: String {
        min == max ? "[\(min)]" : "[\(min) … \(max)]"
    }
}

extension SizeRange {
    /// The range at another width: `width` becomes the max width, and the min width too where
    /// min and max were equal (a fixed-width cell stays fixed-width); a min above `width` drops
    /// to it. What width variants and width sweeps lay a layout out in.
    public func replacingWidth(_ width: Double) -> SizeRange {
        let minWidth = min.width == max.width ? width : Swift.min(min.width, width)
        return SizeRange(min: Size(minWidth, min.height), max: Size(width, max.height))
    }
}
