import Foundation

/// A colour in the sRGB space, as `CoreGraphics`' `CGColor` (the type of `ASDisplayNode.borderColor`).
///
/// ```swift
/// node.borderColor = UIColor.black.cgColor
/// ```
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, each in 0…1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// Always 4 (RGBA).
    public var numberOfComponents: Int { 4 }

    /// An sRGB colour; components are clamped to 0…1.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { Swift.min(1, Swift.max(0, $0.isNaN ? 0 : $0)) }
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
