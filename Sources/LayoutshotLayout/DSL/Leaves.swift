import LayoutshotCore

/// A coloured box (`ASDisplayNode` with a background colour): it takes its constrained size when
/// that is bounded, so give it a `preferredSize` or let a parent stretch it.
///
/// ```swift
/// Box(.red, cornerRadius: 4).preferredSize(40, 40)
/// ```
public struct Box: LayoutElement {
    public let node: LayoutNode

    public init(_ color: Color = .clear, borderColor: Color? = nil, borderWidth: Double = 0, cornerRadius: Double = 0) {
        node = LayoutNode(.box(BoxAppearance(color: color, borderColor: borderColor, borderWidth: borderWidth,
                                             cornerRadius: cornerRadius)))
    }
}

/// A text node (`ASTextNode`), measured by the environment's `TextMeasuring`.
///
/// ```swift
/// Text("Hello, world", font: "DejaVu Sans Bold 14", maximumNumberOfLines: 2)
/// ```
public struct Text: LayoutElement {
    public let node: LayoutNode

    public init(_ text: String, font: String = "DejaVu Sans 14", color: Color = .black,
                alignment: TextAlignment = .left, maximumNumberOfLines: Int = 0,
                truncation: TextTruncation = .tail, lineSpacing: Double = 0, markup: Bool = false) {
        node = LayoutNode(.text(TextContent(text: text, font: font, color: color, alignment: alignment,
                                            maximumNumberOfLines: maximumNumberOfLines, truncation: truncation,
                                            lineSpacing: lineSpacing, markup: markup)))
    }
}

/// An image node (`ASImageNode`), sized by the environment's `ImageSizing`.
public struct Image: LayoutElement {
    public let node: LayoutNode

    public init(_ source: String, contentMode: ContentMode = .scaleToFill) {
        node = LayoutNode(.image(ImageContent(source: source, contentMode: contentMode)))
    }
}

/// A plain `ASLayoutSpec`: takes its minimum size; with `flexGrow` it fills free stack space.
///
/// ```swift
/// Spacer().flexGrow(1)
/// ```
public struct Spacer: LayoutElement {
    public let node: LayoutNode

    public init() { node = LayoutNode(.spacer) }
}
