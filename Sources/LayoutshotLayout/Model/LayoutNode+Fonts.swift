import LayoutshotCore

extension LayoutNode {
    /// The tree with every text's font sizes multiplied by `factor` (its font description and
    /// the `font_desc`/`font` sizes of markup spans), rounded to a hundredth of a point: what a
    /// Dynamic Type content size does to a layout.
    ///
    /// ```swift
    /// let larger = node.scalingFonts(by: 40.0 / 17.0)   // accessibilityExtraLarge
    /// ```
    public func scalingFonts(by factor: Double) -> LayoutNode {
        var node = self
        if case .text(var content) = node.kind {
            content.font = Self.scaledDescription(content.font, by: factor)
            if content.markup { content.text = Self.scaledMarkup(content.text, by: factor) }
            node.kind = .text(content)
        }
        node.children = node.children.map { $0.scalingFonts(by: factor) }
        return node
    }

    /// `"DejaVu Sans Bold 14"` → `"DejaVu Sans Bold 16.47"`: the trailing size scaled.
    static func scaledDescription(_ description: String, by factor: Double) -> String {
        var words = description.split(separator: " ", omittingEmptySubsequences: false).map(
            String.init)
        guard let last = words.last,
            let size = Double(last.hasSuffix("px") ? String(last.dropLast(2)) : last)
        else {
            return description
        }
        let scaled = formatPoints((size * factor * 100).rounded() / 100)
        words[words.count - 1] = last.hasSuffix("px") ? scaled + "px" : scaled
        return words.joined(separator: " ")
    }

    /// Scales the sizes inside `font_desc="…"` and `font="…"` attributes of Pango markup.
    static func scaledMarkup(_ markup: String, by factor: Double) -> String {
        var result = ""
        var rest = Substring(markup)
        while let range = [rest.firstRange(of: "font_desc=\""), rest.firstRange(of: "font=\"")]
            .compactMap({ $0 })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            result += scaledDescription(String(rest[..<end]), by: factor)
            rest = rest[end...]
        }
        return result + rest
    }
}
