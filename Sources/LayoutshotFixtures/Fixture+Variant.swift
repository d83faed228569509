import LayoutshotCore
import LayoutshotLayout

extension Fixture {
    /// The fixture as one of its variants draws it: the width replaces the size range's max
    /// width (and its min width where the two are equal), the scale replaces the scale, and
    /// the content size scales every font as Dynamic Type scales body text. (The appearance is
    /// chosen when the file is decoded: `FixtureLoader.load(path:variant:)`.)
    public func applying(_ variant: FixtureVariant) -> Fixture {
        var fixture = self
        if let width = variant.width { fixture.sizeRange = sizeRange.replacingWidth(width) }
        if let scale = variant.scale { fixture.scale = scale }
        if let category = variant.contentSize, category != .large {
            fixture.root = Self.scalingFonts(root, by: category.fontScale)
        }
        return fixture
    }

    /// Every text's font sizes (its font description and the `font_desc`/`size` of markup spans)
    /// times `factor`, rounded to a hundredth of a point.
    static func scalingFonts(_ node: LayoutNode, by factor: Double) -> LayoutNode {
        var node = node
        if case .text(var content) = node.kind {
            content.font = scaledDescription(content.font, by: factor)
            if content.markup {
                content.text = scaledMarkup(content.text, by: factor)
            }
            node.kind = .text(content)
        }
        node.children = node.children.map { scalingFonts($0, by: factor) }
        return node
    }

    /// `"DejaVu Sans Bold 14"` → `"DejaVu Sans Bold 16.47"`: the trailing size scaled.
    static func scaledDescription(_ description: String, by factor: Double) -> String {
        var words = description.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let last = words.last, let size = Double(last.hasSuffix("px") ? String(last.dropLast(2)) : last) else {
            return description
        }
        let scaled = formatPoints((size * factor * 100).rounded() / 100)
        words[words.count - 1] = last.hasSuffix("px") ? scaled + "px" : scaled
        return words.joined(separator: " ")
    }

    /// Scales the sizes inside `font_desc="…"`, `font="…"` attributes of Pango markup.
    static func scaledMarkup(_ markup: String, by factor: Double) -> String {
        var result = ""
        var rest = Substring(markup)
        while let range = rest.range(of: "font_desc=\"") ?? rest.range(of: "font=\"") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            result += scaledDescription(String(rest[..<end]), by: factor)
            rest = rest[end...]
        }
        return result + rest
    }
}
