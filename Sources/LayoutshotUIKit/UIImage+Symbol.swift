import Foundation

/// SF Symbols (`UIImage(systemName:)`). Apple's artwork cannot ship with Layoutshot, so a symbol
/// image is a stand-in: it has the symbol's size for its configuration and is drawn as a
/// rounded outline in its tint with a pattern of its name, so that another symbol draws another
/// picture (`ASImageNode`); layout output names it, and lint reports it as a stand-in.
///
/// The size follows Apple's sizing of symbols beside text of the configuration's point size (17
/// pt, the body style, when none is given): a square 1.2 × the point size (a line of San
/// Francisco) at the medium scale, 0.8 × that at the small scale and 1.3 × at the large one.
/// Apple's symbols differ in width, so a wide symbol is narrower here than on a device.
///
/// ```swift
/// let heart = UIImage(systemName: "heart.fill",
///                     withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold))
/// heart?.size   // 24 × 24
/// ```
extension UIImage {
    /// A symbol image, its size from the default configuration (17 pt, medium scale); never
    /// `nil`, since which names Apple has cannot be known here.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image with a configuration (a `SymbolConfiguration`; another configuration is
    /// taken as the default one).
    public convenience init?(
        systemName name: String, withConfiguration configuration: Configuration?
    ) {
        let symbol = SymbolImage(
            name: name, configuration: configuration as? SymbolConfiguration ?? .unspecified,
            tint: nil)
        self.init(
            path: nil, size: symbol.size, scale: UIScreen.currentScale, symbol: symbol,
            renderingMode: .automatic)
    }

    /// A symbol image; the trait collection is not read.
    public convenience init?(systemName name: String, compatibleWith traitCollection: Any?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether the image is an SF Symbol (`init?(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration, for a symbol image.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image with another configuration: a symbol takes its size from it; other images are
    /// returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let configuration = configuration as? SymbolConfiguration else {
            return self
        }
        return with(
            symbol: SymbolImage(name: symbol.name, configuration: configuration, tint: symbol.tint))
    }

    /// The image with `configuration` applied over its own (`SymbolConfiguration.applying(_:)`).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return withConfiguration(symbol.configuration.applying(configuration))
    }

    /// The image drawn in `color`: a symbol is drawn in it whatever the node's tint (as UIKit's
    /// `withTintColor` makes an original image).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image drawn in `color` with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let symbol else { return withRenderingMode(renderingMode) }
        let tinted = with(
            symbol: SymbolImage(name: symbol.name, configuration: symbol.configuration, tint: color)
        )
        return tinted.withRenderingMode(renderingMode)
    }

    /// The image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(path: path, size: size, scale: scale, symbol: symbol, renderingMode: renderingMode)
    }

    private func with(symbol: SymbolImage) -> UIImage {
        UIImage(
            path: path, size: symbol.size, scale: scale, symbol: symbol,
            renderingMode: renderingMode)
    }

    /// How an image is drawn: as it is, or in a tint colour (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: a symbol is tinted, a picture drawn as it is.
        case automatic = 0
        /// As it is.
        case alwaysOriginal = 1
        /// In the tint colour.
        case alwaysTemplate = 2
    }

    /// A symbol's weight, as the fonts' weights (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// No weight: regular.
        case unspecified = 0
        /// The thinnest.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular, the default.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// The heaviest.
        case black = 9
    }

    /// A symbol's scale beside text of its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The default: medium.
        case `default` = -1
        /// No scale: medium.
        case unspecified = 0
        /// About a fifth smaller than medium.
        case small = 1
        /// Medium.
        case medium = 2
        /// About a third larger than medium.
        case large = 3
    }

    /// The base of image configurations (UIKit's `UIImage.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// How a symbol is sized and weighted (UIKit's `UIImage.SymbolConfiguration`): a point size or a
    /// text style, a weight and a scale. Unset parts are the default's: 17 pt, regular, medium.
    ///
    /// ```swift
    /// let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
    /// ```
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size of the text the symbol sits beside; 0 when not set.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale
        /// The text style whose point size the symbol takes, when no point size is set.
        public let textStyle: UIFont.TextStyle?

        init(
            pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale,
            textStyle: UIFont.TextStyle?
        ) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration with nothing set: the default symbol.
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(
                pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// A point size.
        public convenience init(pointSize: CGFloat) {
            self.init(
                pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// A point size and a weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// A point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// A scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// A text style's point size (at the default content size).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// A text style's point size and a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A font's point size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A font's point size and weight, and a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(
                pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale,
                textStyle: nil)
        }

        /// This configuration with what `other` sets put over it.
        open func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let sized = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sized ? other.pointSize : pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                textStyle: sized ? other.textStyle : textStyle)
        }

        /// The point size the symbol is sized for: its own, its text style's, else 17 (body).
        public var resolvedPointSize: CGFloat {
            pointSize > 0 ? pointSize : textStyle?.defaultPointSize ?? 17
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return (pointSize, weight, scale, textStyle) == (
                other.pointSize, other.weight, other.scale, other.textStyle
            )
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight of a font weight: the nearest named one.
    init(_ weight: UIFont.Weight) {
        let named: [(UIFont.Weight, Self)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
            (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self =
            named.min {
                abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue)
            }?.1 ?? .regular
    }
}

/// What a symbol image stands for: its name, configuration and tint (`withTintColor`).
package struct SymbolImage: @unchecked Sendable {
    // Unchecked: the configuration and colour are immutable objects.
    /// The symbol's name, `"heart.fill"`.
    package let name: String
    /// How it is sized and weighted.
    package let configuration: UIImage.SymbolConfiguration
    /// The colour it is drawn in whatever the node's tint, when given.
    package let tint: UIColor?

    /// The stand-in's size in points: a square, 1.2 × the point size at the medium scale, 0.8 ×
    /// that at the small scale and 1.3 × at the large one (see `UIImage(systemName:)`).
    package var size: CGSize {
        let factor: CGFloat =
            switch configuration.scale {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        let side = configuration.resolvedPointSize * 1.2 * factor
        return CGSize(width: side, height: side)
    }
}
