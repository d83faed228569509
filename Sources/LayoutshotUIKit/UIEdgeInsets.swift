import Foundation

/// Insets for each edge, as UIKit's `UIEdgeInsets` (the type of `ASInsetLayoutSpec.insets`).
/// An infinite inset pins the child to the opposite edge, as in Texture.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets per edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()
}

/// UIKit's C-style constructor, kept for Texture code written against it.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
    -> UIEdgeInsets
{
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Whether two insets are equal.
public func UIEdgeInsetsEqualToEdgeInsets(_ lhs: UIEdgeInsets, _ rhs: UIEdgeInsets) -> Bool {
    lhs == rhs
}

/// `UIEdgeInsets.zero`, by its Objective-C name.
public let UIEdgeInsetsZero = UIEdgeInsets.zero
