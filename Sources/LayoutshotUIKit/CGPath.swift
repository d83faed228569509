import Foundation

/// An outline, as Core Graphics' `CGPath`: here only its bounding box, for code that sets a
/// layer's `shadowPath` (kept, not drawn).
///
/// ```swift
/// layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
/// ```
public final class CGPath: Hashable, @unchecked Sendable {
    /// The smallest rectangle that holds the outline.
    public let boundingBox: CGRect

    /// An outline whose bounding box is `boundingBox`.
    public init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.boundingBox == rhs.boundingBox }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(boundingBox.origin.x)
        hasher.combine(boundingBox.origin.y)
        hasher.combine(boundingBox.size.width)
        hasher.combine(boundingBox.size.height)
    }
}
