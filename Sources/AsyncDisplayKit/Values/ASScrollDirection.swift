import Foundation

/// Directions a scroll node scrolls in (`ASScrollDirection`): a scroll node lays its content out
/// unbounded along them.
///
/// ```swift
/// scrollNode.scrollableDirections = ASScrollDirectionHorizontalDirections
/// ```
public struct ASScrollDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Directions of the given raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Towards the right.
    public static let right = ASScrollDirection(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = ASScrollDirection(rawValue: 1 << 1)
    /// Up.
    public static let up = ASScrollDirection(rawValue: 1 << 2)
    /// Down.
    public static let down = ASScrollDirection(rawValue: 1 << 3)
}

/// Left and right.
public let ASScrollDirectionHorizontalDirections: ASScrollDirection = [.left, .right]
/// Up and down (a scroll node's default).
public let ASScrollDirectionVerticalDirections: ASScrollDirection = [.up, .down]
