import Foundation

/// UIKit's path class, for code that builds a layer's `shadowPath`: a rectangle, an ellipse or a
/// rounded rectangle, which a node's shadow is cast by (`cgPath`).
///
/// ```swift
/// layer.shadowPath = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
///                                 cornerRadii: CGSize(width: 8, height: 8)).cgPath
/// ```
open class UIBezierPath: NSObject {
    /// The path's bounding box.
    open private(set) var bounds: CGRect
    private var shape: CGPath.Shape = .rect

    /// An empty path.
    public override init() {
        bounds = .zero
        super.init()
    }

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
        super.init()
    }

    /// An ellipse inside a rectangle.
    public init(ovalIn rect: CGRect) {
        bounds = rect
        shape = .oval
        super.init()
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        shape = .roundedRect(radius: cornerRadius, corners: .allCorners)
        super.init()
    }

    /// A rectangle with some corners rounded.
    public init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        bounds = rect
        shape = .roundedRect(
            radius: Swift.min(cornerRadii.width, cornerRadii.height), corners: corners)
        super.init()
    }

    /// The path as a `CGPath`.
    open var cgPath: CGPath { CGPath(bounds, shape) }
}
