import LayoutshotCore

/// What a `text` node shows (`ASTextNode`'s attributed text, as plain properties). Its size is
/// measured by a `TextMeasuring` the caller injects.
public struct TextContent: Hashable, Sendable {
    /// The text, or Pango markup when `markup` is set.
    public var text: String
    /// A Pango font description, e.g. `"DejaVu Sans Bold 14"`.
    public var font: String
    /// The colour of the glyphs (markup spans may set their own).
    public var color: Color
    /// How the lines are aligned in the node's width; `.left` by default.
    public var alignment: TextAlignment
    /// At most this many lines; 0 means no limit.
    public var maximumNumberOfLines: Int
    /// Where text that does not fit the line limit or the height is cut; `.tail` by default.
    public var truncation: TextTruncation
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Whether `text` is Pango markup.
    public var markup: Bool
    /// What the node paints behind its text: a Texture text node's own background, border and
    /// corners (`ASTextNode.backgroundColor`); `nil` paints nothing. Fixtures put a `box` behind.
    public var backdrop: BoxAppearance? = nil
    /// How opaque the node is drawn, 0…1, its backdrop and text together as a layer: a Texture
    /// node's `alpha` times its supernodes'; 0 for a hidden node, which keeps its size.
    public var opacity: Double = 1

    /// Creates text content with UIKit-like defaults: black, left-aligned, tail truncation.
    public init(text: String, font: String = "DejaVu Sans 14", color: Color = .black,
                alignment: TextAlignment = .left, maximumNumberOfLines: Int = 0,
                truncation: TextTruncation = .tail, lineSpacing: Double = 0, markup: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.markup = markup
    }
}
