import Foundation

/// A colour, as UIKit's `UIColor`: sRGB components in 0…1 with the named colours Texture code
/// uses. Dynamic (light/dark) colours are not modelled: a colour is one value.
///
/// ```swift
/// node.backgroundColor = UIColor(red: 0.9, green: 0.22, blue: 0.21, alpha: 1)
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// An sRGB colour; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIKit's display-P3 initializer; the components are taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The colour as a `CGColor` (for `borderColor`).
    open var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }

    /// The colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components; always succeeds.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}

extension UIColor {
    // UIKit's named colours, with UIKit's component values.
    /// Black, white 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// UIKit's dark grey, white ⅓.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIKit's light grey, white ⅔.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White, white 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// UIKit's grey, white 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red: red 1, green 0, blue 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green: red 0, green 1, blue 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue: red 0, green 0, blue 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: green 1, blue 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: red 1, green 1.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: red 1, blue 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: red 1, green 0.5.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: red 0.5, blue 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: red 0.6, green 0.4, blue 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent black (alpha 0): a node with this background paints nothing.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    // The system colours in their light appearance (iOS 13+ values).
    /// iOS's system blue in light mode, `#007AFF`.
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1) }
    /// iOS's system red in light mode, `#FF3B30`.
    public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255.0, blue: 48 / 255.0, alpha: 1) }
    /// iOS's system green in light mode, `#34C759`.
    public static var systemGreen: UIColor { UIColor(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0, alpha: 1) }
    /// iOS's system grey in light mode, `#8E8E93`.
    public static var systemGray: UIColor { UIColor(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0, alpha: 1) }
    /// The light-mode screen background: white. Layoutshot has no dark variant of it.
    public static var systemBackground: UIColor { .white }
    /// The light-mode primary text colour: black.
    public static var label: UIColor { .black }
    /// The light-mode secondary text colour: `#3C3C43` at 60 % alpha.
    public static var secondaryLabel: UIColor {
        UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6)
    }
    /// The light-mode hairline colour: `#3C3C43` at 29 % alpha.
    public static var separator: UIColor { UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.29) }
}
