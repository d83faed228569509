/// Texture's pixel-grid rounding at a given scale (pixels per point), from
/// `ASInternalHelpers.mm`. The `FLT_EPSILON` nudges keep 100.66666666663 @3x from rounding up a
/// whole pixel; they use the `float` epsilon on doubles, exactly as Texture does.
///
/// ```swift
/// PixelGrid(scale: 2).ceil(36.6667) // 37
/// ```
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point. MUST be finite and positive.
    public let scale: Double

    /// The scales fixtures, scenes, the DSL and `--scale` accept. The minimum keeps the grid
    /// finite: a pixel of 1/scale points overflows to infinity below about 1e-308 (the mutation
    /// soak found `scale: 1e-320` laying every node out infinitely large).
    public static let scales: ClosedRange<Double> = 0.01...16

    /// "at least 0.01 and at most 16": the rule as every scale error words it.
    public static let scaleRule =
        "at least \(formatPoints(scales.lowerBound)) and at most \(formatPoints(scales.upperBound))"

    // A computed constant, not a `static let`: a stored one costs a lazy-initialisation check on
    // every snap (several per measurement).
    @inlinable static var fltEpsilon: Double { Double(Float.ulpOfOne) }

    /// Creates the grid for `scale` pixels per point.
    public init(scale: Double) {
        precondition(
            scale.isFinite && scale > 0,
            "PixelGrid: scale must be finite and positive, got \(scale)")
        self.scale = scale
    }

    /// `ASCeilPixelValue`: the next pixel boundary at or above `value`.
    @inlinable public func ceil(_ value: Double) -> Double {
        ((value - Self.fltEpsilon) * scale).rounded(.up) / scale
    }

    /// `ASFloorPixelValue`: the pixel boundary at or below `value`.
    @inlinable public func floor(_ value: Double) -> Double {
        ((value + Self.fltEpsilon) * scale).rounded(.down) / scale
    }

    /// `ASRoundPixelValue`: the nearest pixel boundary (halves away from zero, as C's `round`).
    @inlinable public func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `ASCeilPointValues`.
    @inlinable public func ceil(_ point: Point) -> Point { Point(ceil(point.x), ceil(point.y)) }

    /// A layout size as `ASLayout` stores it: ceiled to the grid, or zero when either axis is
    /// NaN, negative, infinite or at least 1e7 (`ASIsCGSizeValidForSize`).
    @inlinable public func layoutSize(_ size: Size) -> Size {
        guard Self.isValidForSize(size.width), Self.isValidForSize(size.height) else {
            return .zero
        }
        return Size(ceil(size.width), ceil(size.height))
    }

    /// `ASPointsValidForSize`: finite, non-negative and below 1e7.
    @inlinable public static func isValidForSize(_ points: Double) -> Bool {
        (points.isNormal || points == 0) && points >= 0 && points < 10_000_000
    }
}
