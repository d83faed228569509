import LayoutshotCore

/// One combination of a fixture's `variants`: a width, a scale, a content size and an
/// appearance, each `nil` when the fixture does not vary it. Its `name` names the snapshot:
/// `card@w320-dark.png`.
public struct FixtureVariant: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var scale: Double?
    public var contentSize: ContentSizeCategory?
    public var appearance: Appearance?

    public init(width: Double? = nil, scale: Double? = nil, contentSize: ContentSizeCategory? = nil,
                appearance: Appearance? = nil) {
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
    public var widths: [Double] = []
    public var scales: [Double] = []
    public var contentSizes: [ContentSizeCategory] = []
    public var appearances: [Appearance] = []

    public init(widths: [Double] = [], scales: [Double] = [], contentSizes: [ContentSizeCategory] = [],
                appearances: [Appearance] = []) {
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
                        result.append(FixtureVariant(width: width, scale: scale, contentSize: contentSize, appearance: appearance))
                    }
                }
            }
        }
        return result
    }

    /// The keys of the `variants` mapping.
    static let keys = ["width", "scale", "contentSize", "appearance"]
}
