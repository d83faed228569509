import Foundation

/// A colour, as UIKit's `UIColor`: sRGB components in 0…1 with the named colours Texture code
/// uses. A dynamic colour (`init(dynamicProvider:)`, and the semantic colours: `label`,
/// `systemBackground`, …) takes its light or dark value from `UITraitCollection.current` when it
/// is read: when a node is drawn, or when `cgColor` is taken, as on a device.
///
/// ```swift
/// node.backgroundColor = UIColor(red: 0.9, green: 0.22, blue: 0.21, alpha: 1)
/// node.backgroundColor = .secondarySystemGroupedBackground   // white, #1C1C1E in a dark variant
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    // Unchecked: the components and the provider never change.
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Gives the colour for a trait collection, for a dynamic colour.
    private let provider: ((UITraitCollection) -> UIColor)?

    /// An sRGB colour; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
        }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.provider = nil
    }

    /// A colour that depends on the traits it is read with (light or dark), as UIKit's.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        (red, green, blue, alpha) = (0, 0, 0, 0)
        provider = dynamicProvider
    }

    /// The colour's value for `traitCollection`: a dynamic colour's provider's answer, else itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The value for the current traits (`UITraitCollection.current`).
    private var resolved: UIColor { provider == nil ? self : resolvedColor(with: .current) }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIKit's display-P3 initializer; the components are taken as sRGB.
    public convenience init(
        displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    ) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The colour as a `CGColor` (for `borderColor`).
    open var cgColor: CGColor {
        let color = resolved
        return CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Reads the components; always succeeds.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = resolved
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        guard provider != nil || other.provider != nil else {
            return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
        }
        // Dynamic colours are equal when they are in both appearances.
        return Self.appearances.allSatisfy { traits in
            let (mine, theirs) = (resolvedColor(with: traits), other.resolvedColor(with: traits))
            return (mine.red, mine.green, mine.blue, mine.alpha) == (
                theirs.red, theirs.green, theirs.blue, theirs.alpha
            )
        }
    }

    open override var hash: Int {
        var hasher = Hasher()
        for traits in Self.appearances {
            let color = resolvedColor(with: traits)
            hasher.combine(color.red)
            hasher.combine(color.green)
            hasher.combine(color.blue)
            hasher.combine(color.alpha)
        }
        return hasher.finalize()
    }

    /// The traits a dynamic colour is compared in: light, then dark.
    private static let appearances = [
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark),
    ]

    open override var description: String {
        let color = resolved
        return
            "UIColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
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
    /// `white` in light, `black` in dark.
    public static var systemBackground: UIColor { semantic(0xFFFFFF, 0x000000) }
    /// `#F2F2F7` in light, `#1C1C1E` in dark.
    public static var secondarySystemBackground: UIColor { semantic(0xF2F2F7, 0x1C1C1E) }
    /// `white` in light, `#2C2C2E` in dark.
    public static var tertiarySystemBackground: UIColor { semantic(0xFFFFFF, 0x2C2C2E) }
    /// `#F2F2F7` in light, `black` in dark.
    public static var systemGroupedBackground: UIColor { semantic(0xF2F2F7, 0x000000) }
    /// `white` in light, `#1C1C1E` in dark.
    public static var secondarySystemGroupedBackground: UIColor { semantic(0xFFFFFF, 0x1C1C1E) }
    /// `#F2F2F7` in light, `#2C2C2E` in dark.
    public static var tertiarySystemGroupedBackground: UIColor { semantic(0xF2F2F7, 0x2C2C2E) }
    /// `black` in light, `white` in dark.
    public static var label: UIColor { semantic(0x000000, 0xFFFFFF) }
    /// `#3C3C43` at 60 % in light, `#EBEBF5` at 60 % in dark.
    public static var secondaryLabel: UIColor { semantic(0x3C3C43, 0xEBEBF5, alpha: 0.6, 0.6) }
    /// `#3C3C43` at 30 % in light, `#EBEBF5` at 30 % in dark.
    public static var tertiaryLabel: UIColor { semantic(0x3C3C43, 0xEBEBF5, alpha: 0.3, 0.3) }
    /// `#3C3C43` at 18 % in light, `#EBEBF5` at 16 % in dark.
    public static var quaternaryLabel: UIColor { semantic(0x3C3C43, 0xEBEBF5, alpha: 0.18, 0.16) }
    /// `#3C3C43` at 30 % in light, `#EBEBF5` at 30 % in dark.
    public static var placeholderText: UIColor { semantic(0x3C3C43, 0xEBEBF5, alpha: 0.3, 0.3) }
    /// `#3C3C43` at 29 % in light, `#545458` at 60 % in dark.
    public static var separator: UIColor { semantic(0x3C3C43, 0x545458, alpha: 0.29, 0.6) }
    /// `#C6C6C8` in light, `#38383A` in dark.
    public static var opaqueSeparator: UIColor { semantic(0xC6C6C8, 0x38383A) }
    /// `#007AFF` in light, `#0984FF` in dark.
    public static var link: UIColor { semantic(0x007AFF, 0x0984FF) }
    /// `#787880` at 20 % in light, at 36 % in dark.
    public static var systemFill: UIColor { semantic(0x787880, 0x787880, alpha: 0.2, 0.36) }
    /// `#787880` at 16 % in light, at 32 % in dark.
    public static var secondarySystemFill: UIColor {
        semantic(0x787880, 0x787880, alpha: 0.16, 0.32)
    }
    /// `#767680` at 12 % in light, at 24 % in dark.
    public static var tertiarySystemFill: UIColor {
        semantic(0x767680, 0x767680, alpha: 0.12, 0.24)
    }
    /// `#747480` at 8 % in light, at 18 % in dark.
    public static var quaternarySystemFill: UIColor {
        semantic(0x747480, 0x747480, alpha: 0.08, 0.18)
    }
    /// `#007AFF` in light, `#0A84FF` in dark.
    public static var systemBlue: UIColor { semantic(0x007AFF, 0x0A84FF) }
    /// `#34C759` in light, `#30D158` in dark.
    public static var systemGreen: UIColor { semantic(0x34C759, 0x30D158) }
    /// `#5856D6` in light, `#5E5CE6` in dark.
    public static var systemIndigo: UIColor { semantic(0x5856D6, 0x5E5CE6) }
    /// `#FF9500` in light, `#FF9F0A` in dark.
    public static var systemOrange: UIColor { semantic(0xFF9500, 0xFF9F0A) }
    /// `#FF2D55` in light, `#FF375F` in dark.
    public static var systemPink: UIColor { semantic(0xFF2D55, 0xFF375F) }
    /// `#AF52DE` in light, `#BF5AF2` in dark.
    public static var systemPurple: UIColor { semantic(0xAF52DE, 0xBF5AF2) }
    /// `#FF3B30` in light, `#FF453A` in dark.
    public static var systemRed: UIColor { semantic(0xFF3B30, 0xFF453A) }
    /// `#5AC8FA` in light, `#64D2FF` in dark.
    public static var systemTeal: UIColor { semantic(0x5AC8FA, 0x64D2FF) }
    /// `#FFCC00` in light, `#FFD60A` in dark.
    public static var systemYellow: UIColor { semantic(0xFFCC00, 0xFFD60A) }
    /// `#00C7BE` in light, `#63E6E2` in dark.
    public static var systemMint: UIColor { semantic(0x00C7BE, 0x63E6E2) }
    /// `#32ADE6` in light, `#64D2FF` in dark.
    public static var systemCyan: UIColor { semantic(0x32ADE6, 0x64D2FF) }
    /// `#A2845E` in light, `#AC8E68` in dark.
    public static var systemBrown: UIColor { semantic(0xA2845E, 0xAC8E68) }
    /// `#8E8E93` in light and dark.
    public static var systemGray: UIColor { semantic(0x8E8E93, 0x8E8E93) }
    /// `#AEAEB2` in light, `#636366` in dark.
    public static var systemGray2: UIColor { semantic(0xAEAEB2, 0x636366) }
    /// `#C7C7CC` in light, `#48484A` in dark.
    public static var systemGray3: UIColor { semantic(0xC7C7CC, 0x48484A) }
    /// `#D1D1D6` in light, `#3A3A3C` in dark.
    public static var systemGray4: UIColor { semantic(0xD1D1D6, 0x3A3A3C) }
    /// `#E5E5EA` in light, `#2C2C2E` in dark.
    public static var systemGray5: UIColor { semantic(0xE5E5EA, 0x2C2C2E) }
    /// `#F2F2F7` in light, `#1C1C1E` in dark.
    public static var systemGray6: UIColor { semantic(0xF2F2F7, 0x1C1C1E) }

    /// A semantic colour: Apple's light and dark values (iOS 13 and later), as hex RGB with alphas.
    private static func semantic(
        _ light: Int, _ dark: Int, alpha lightAlpha: CGFloat = 1, _ darkAlpha: CGFloat = 1
    )
        -> UIColor
    {
        func color(_ hex: Int, _ alpha: CGFloat) -> UIColor {
            UIColor(
                red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
        }
        let (lightColor, darkColor) = (color(light, lightAlpha), color(dark, darkAlpha))
        return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
