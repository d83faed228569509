import Foundation

/// An outline, as Core Graphics' `CGPath`: the shapes a layer's `shadowPath` is made of (a
/// rectangle, an ellipse, a rectangle with some or all corners rounded), which a node's shadow
/// is cast by.
///
/// ```swift
/// layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
/// layer.shadowPath = CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
/// ```
public final class CGPath: Hashable, @unchecked Sendable {
    /// The smallest rectangle that holds the outline.
    public let boundingBox: CGRect
    /// The shape.
    package let shape: Shape

    /// The shapes a path can be here.
    package enum Shape: Hashable, Sendable {
        /// A rectangle.
        case rect
        /// An ellipse in the bounding box.
        case oval
        /// A rectangle with `corners` rounded by `radius`.
        case roundedRect(radius: CGFloat, corners: UIRectCorner)
    }

    /// A rectangle.
    public convenience init(boundingBox: CGRect) {
        self.init(boundingBox, .rect)
    }

    /// A rectangle, as Core Graphics' `CGPath(rect:transform:)`; the transform is not applied.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect, .rect)
    }

    /// An ellipse in `rect`, as Core Graphics' `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect, .oval)
    }

    /// A rounded rectangle, as Core Graphics' `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`;
    /// the corners are taken as circular, of the smaller of the two radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            rect, .roundedRect(radius: Swift.min(cornerWidth, cornerHeight), corners: .allCorners))
    }

    package init(_ boundingBox: CGRect, _ shape: Shape) {
        self.boundingBox = boundingBox
        self.shape = shape
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.boundingBox == rhs.boundingBox && lhs.shape == rhs.shape
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(boundingBox.origin.x)
        hasher.combine(boundingBox.origin.y)
        hasher.combine(boundingBox.size.width)
        hasher.combine(boundingBox.size.height)
        hasher.combine(shape)
    }
}

/// Core Graphics' affine transform, for the `transform:` arguments of `CGPath`'s initializers
/// (not applied).
public struct CGAffineTransform: Hashable, Sendable {
    /// The x scale (and rotation).
    public var a: CGFloat
    /// The y shear (and rotation).
    public var b: CGFloat
    /// The x shear (and rotation).
    public var c: CGFloat
    /// The y scale (and rotation).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform of the six values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
