import Foundation

// Texture's checks of values before they reach a layout (`ASDimension.h`), for code that calls
// them. `ASIsTransformValidForLayout` is not here: `CATransform3D` is Core Animation's.

/// Whether `points` can be a layout length: zero or a normal positive number below half of
/// `CGFloat`'s largest.
///
/// ```swift
/// ASPointsValidForLayout(44)             // true
/// ASPointsValidForLayout(.infinity)      // false
/// ```
public func ASPointsValidForLayout(_ points: CGFloat) -> Bool {
    (points.isNormal || points == 0) && points >= 0 && points < CGFloat.greatestFiniteMagnitude / 2
}

/// Whether both sides of `size` are valid layout lengths.
public func ASIsCGSizeValidForLayout(_ size: CGSize) -> Bool {
    ASPointsValidForLayout(size.width) && ASPointsValidForLayout(size.height)
}

/// Whether `points` can be the side of a size that is drawn: zero or a normal positive number
/// below 10,000,000 (which keeps Yoga's "undefined", 10²⁰, out).
public func ASPointsValidForSize(_ points: CGFloat) -> Bool {
    (points.isNormal || points == 0) && points >= 0 && points < 10_000_000
}

/// Whether both sides of `size` are valid drawn sizes.
public func ASIsCGSizeValidForSize(_ size: CGSize) -> Bool {
    ASPointsValidForSize(size.width) && ASPointsValidForSize(size.height)
}

/// Whether `points` can be a coordinate of a position: zero or a normal number below 10,000,000.
public func ASIsCGPositionPointsValidForLayout(_ points: CGFloat) -> Bool {
    (points.isNormal || points == 0) && points < 10_000_000
}

/// Whether both coordinates of `point` are valid positions.
public func ASIsCGPositionValidForLayout(_ point: CGPoint) -> Bool {
    ASIsCGPositionPointsValidForLayout(point.x) && ASIsCGPositionPointsValidForLayout(point.y)
}

/// Whether `rect` has a valid position and a valid layout size.
public func ASIsCGRectValidForLayout(_ rect: CGRect) -> Bool {
    ASIsCGPositionValidForLayout(rect.origin) && ASIsCGSizeValidForLayout(rect.size)
}
