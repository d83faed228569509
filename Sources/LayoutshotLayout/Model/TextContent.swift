import LayoutshotCore

/// What a `text` node shows (`ASTextNode`'s attributed text, as plain properties). Its size is
/// measured by a `TextMeasuring` the caller injects.
///
/// A value type whose properties are shared between copies until one of them changes: a text's
/// content is copied wherever its node's kind is read, the measurer's cache keys included, and
/// a copy of the properties themselves took a dozen reference counts.
public struct TextContent: Hashable, Sendable {
    /// The text, or Pango markup when `markup` is set.
    public var text: String {
        get { values.text }
        set { values.text = newValue }
    }
    /// A Pango font description, e.g. `"DejaVu Sans Bold 14"`.
    public var font: String {
        get { values.font }
        set { values.font = newValue }
    }
    /// The colour of the glyphs (markup spans may set their own).
    public var color: Color {
        get { values.color }
        set { values.color = newValue }
    }
    /// How the lines are aligned in the node's width; `.left` by default.
    public var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// At most this many lines; 0 means no limit.
    public var maximumNumberOfLines: Int {
        get { values.maximumNumberOfLines }
        set { values.maximumNumberOfLines = newValue }
    }
    /// Where text that does not fit the line limit or the height is cut; `.tail` by default.
    public var truncation: TextTruncation {
        get { values.truncation }
        set { values.truncation = newValue }
    }
    /// Extra space between lines, in points.
    public var lineSpacing: Double {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Whether `text` is Pango markup.
    public var markup: Bool {
        get { values.markup }
        set { values.markup = newValue }
    }
    /// What the node paints behind its text: a Texture text node's own background, border and
    /// corners (`ASTextNode.backgroundColor`); `nil` paints nothing. Fixtures put a `box` behind.
    public var backdrop: BoxAppearance? {
        get { values.backdrop }
        set { values.backdrop = newValue }
    }
    /// How opaque the node is drawn, 0…1, its backdrop and text together as a layer: a Texture
    /// node's `alpha` times its supernodes'; 0 for a hidden node, which keeps its size.
    public var opacity: Double {
        get { values.opacity }
        set { values.opacity = newValue }
    }

    /// Creates text content with UIKit-like defaults: black, left-aligned, tail truncation.
    public init(
        text: String, font: String = "DejaVu Sans 14", color: Color = .black,
        alignment: TextAlignment = .left, maximumNumberOfLines: Int = 0,
        truncation: TextTruncation = .tail, lineSpacing: Double = 0, markup: Bool = false
    ) {
        storage = Storage(
            Values(
                text: text, font: font, color: color, alignment: alignment,
                maximumNumberOfLines: maximumNumberOfLines, truncation: truncation,
                lineSpacing: lineSpacing, markup: markup, backdrop: nil, opacity: 1))
    }

    public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        storage.values.hash(into: &hasher)
    }

    private var storage: Storage

    /// The properties; a change gives this value storage of its own.
    private var values: Values {
        get { storage.values }
        _modify {
            var values = storage.values
            yield &values
            storage = Storage(values)
        }
    }

    private struct Values: Hashable, Sendable {
        var text: String
        var font: String
        var color: Color
        var alignment: TextAlignment
        var maximumNumberOfLines: Int
        var truncation: TextTruncation
        var lineSpacing: Double
        var markup: Bool
        var backdrop: BoxAppearance?
        var opacity: Double
    }

    /// Never changed, so that comparing and hashing read the properties in place (a mutable
    /// one was copied for each); a changed value gets new storage, which costs an allocation
    /// when a fixture is decoded or a node drawn, never in a layout pass.
    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }
}
