import Foundation

/// The sizes an element may take: Texture's `ASSizeRange`. `max` may be
/// `CGFloat.infinity` on either axis (unbounded).
///
/// ```swift
/// let layout = cell.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 375, height: .infinity)))
/// ```
public struct ASSizeRange: Equatable, Hashable, Sendable {
    /// The smallest size the element may take, in points.
    public var min: CGSize
    /// The largest size the element may take, in points; either axis may be `.infinity`.
    public var max: CGSize

    /// A range; `ASSizeRange()` is zero.
    public init(min: CGSize = .zero, max: CGSize = .zero) {
        self.min = min
        self.max = max
    }
}

extension ASSizeRange: CustomStringConvertible {
    public var description: String { NSStringFromASSizeRange(self) }
}

/// The range of exactly zero.
public let ASSizeRangeZero = ASSizeRange()

/// From zero to unbounded on both axes.
public let ASSizeRangeUnconstrained = ASSizeRange(
    min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

/// A range from `min` to `max`.
public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange {
    ASSizeRange(min: min, max: max)
}

/// The range of exactly `exactSize`.
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange {
    ASSizeRange(min: exactSize, max: exactSize)
}

/// Per axis `max(min, min(max, size))`.
public func ASSizeRangeClamp(_ sizeRange: ASSizeRange, _ size: CGSize) -> CGSize {
    CGSize(
        width: Swift.max(sizeRange.min.width, Swift.min(sizeRange.max.width, size.width)),
        height: Swift.max(sizeRange.min.height, Swift.min(sizeRange.max.height, size.height)))
}

/// The overlap of two ranges; where they do not overlap, the first wins (as Texture).
public func ASSizeRangeIntersect(_ sizeRange: ASSizeRange, _ otherSizeRange: ASSizeRange)
    -> ASSizeRange
{
    ASSizeRange(sizeRange.engineRange.intersect(otherSizeRange.engineRange))
}

/// Whether two ranges are equal.
public func ASSizeRangeEqualToSizeRange(_ lhs: ASSizeRange, _ rhs: ASSizeRange) -> Bool {
    lhs == rhs
}

/// Whether both max dimensions exceed 0.1 pt.
public func ASSizeRangeHasSignificantArea(_ sizeRange: ASSizeRange) -> Bool {
    sizeRange.max.width > 0.1 && sizeRange.max.height > 0.1
}

/// `"<ASSizeRange: min={0, 0}, max={375, inf}>"`.
public func NSStringFromASSizeRange(_ sizeRange: ASSizeRange) -> String {
    func size(_ size: CGSize) -> String { "{\(size.width), \(size.height)}" }
    return "<ASSizeRange: min=\(size(sizeRange.min)), max=\(size(sizeRange.max))>"
}
