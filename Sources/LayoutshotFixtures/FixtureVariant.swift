import LayoutshotCore
import LayoutshotLayout

/// One combination of a fixture's `variants`: a width, a scale, a content size and an
/// appearance, each `nil` when the fixture does not vary it. Its `name` names the snapshot:
/// `card@w320-dark.png`.
public struct FixtureVariant: Hashable, Sendable, CustomStringConvertible {
    /// The size range's maximum width in points (and its minimum width where the two were equal);
    /// `nil` keeps the fixture's.
    public var width: Double?
    /// Pixels per point; `nil` keeps the fixture's `scale`.
    public var scale: Double?
    /// The Dynamic Type category every font is scaled for; `nil` leaves fonts as written.
    public var contentSize: ContentSizeCategory?
    /// Which value of a per-appearance colour is used; `nil` uses the light one.
    public var appearance: Appearance?

    /// Creates a variant; each `nil` value keeps the fixture's own.
    public init(
        width: Double? = nil, scale: Double? = nil, contentSize: ContentSizeCategory? = nil,
        appearance: Appearance? = nil
    ) {
        self.width = width
        self.scale = scale
        self.contentSize = contentSize
        self.appearance = appearance
    }

    /// `w320-2x-accessibilityLarge-dark`: the varied keys in the order the format lists them.
    public var name: String {
        var parts: [String] = []
        if let width { parts.append("w" + formatPoints(width)) }
        if let scale { parts.append(formatPoints(scale) + "x") }
        if let contentSize { parts.append(contentSize.rawValue) }
        if let appearance { parts.append(appearance.rawValue) }
        return parts.joined(separator: "-")
    }

    public var description: String { name }

    /// `base` named for the variant called `variant`: `card@w320-dark` (`card` without one), the
    /// one spelling of the suffix that references, artefacts, output lines and reports share.
    package static func suffixed(_ base: String, _ variant: String?) -> String {
        variant.map { base + "@" + $0 } ?? base
    }

    /// The variant's values by key, for tables: `["width": "320", "appearance": "dark"]`.
    public var values: [(key: String, value: String)] {
        var result: [(String, String)] = []
        if let width { result.append(("width", formatPoints(width))) }
        if let scale { result.append(("scale", formatPoints(scale))) }
        if let contentSize { result.append(("contentSize", contentSize.rawValue)) }
        if let appearance { result.append(("appearance", appearance.rawValue)) }
        return result
    }
}

/// A fixture's `variants`: the values of each key it varies. Every combination is one snapshot.
public struct FixtureVariants: Hashable, Sendable {
    /// The widths to lay the fixture out at, in points; empty does not vary the width.
    public var widths: [Double] = []
    /// The scales to draw at, in pixels per point; empty does not vary the scale.
    public var scales: [Double] = []
    /// The content size categories to scale fonts for; empty does not vary them.
    public var contentSizes: [ContentSizeCategory] = []
    /// The appearances to draw in; empty does not vary the appearance.
    public var appearances: [Appearance] = []

    /// Creates variants from the values of each key; an empty list leaves that key out of the
    /// combinations.
    public init(
        widths: [Double] = [], scales: [Double] = [], contentSizes: [ContentSizeCategory] = [],
        appearances: [Appearance] = []
    ) {
        self.widths = widths
        self.scales = scales
        self.contentSizes = contentSizes
        self.appearances = appearances
    }

    /// Every combination, widths varying slowest: `w320-light, w320-dark, w375-light, …`.
    public var combinations: [FixtureVariant] {
        func values<T>(_ list: [T]) -> [T?] { list.isEmpty ? [nil] : list.map { $0 } }
        var result: [FixtureVariant] = []
        for width in values(widths) {
            for scale in values(scales) {
                for contentSize in values(contentSizes) {
                    for appearance in values(appearances) {
                        result.append(
                            FixtureVariant(
                                width: width, scale: scale, contentSize: contentSize,
                                appearance: appearance)
                        )
                    }
                }
            }
        }
        return result
    }

    /// The keys of the `variants` mapping.
    static let keys = ["width", "scale", "contentSize", "appearance"]
}

extension FixtureVariant {
    /// What the variant changes of a picture, for a fixture and a scene alike: the width replaces
    /// the size range's max width (and its min width where the two are equal), the scale replaces
    /// the scale, and the content size scales every font as Dynamic Type scales body text.
    package func apply(to sizeRange: inout SizeRange, scale: inout Double, root: inout LayoutNode) {
        if let width { sizeRange = sizeRange.replacingWidth(width) }
        if let newScale = self.scale { scale = newScale }
        if let contentSize, contentSize != .large {
            root = root.scalingFonts(by: contentSize.fontScale)
        }
    }
}
