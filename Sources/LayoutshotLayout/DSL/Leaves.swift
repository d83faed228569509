import LayoutshotCore

/// A coloured box (`ASDisplayNode` with a background colour): it takes its constrained size when
/// that is bounded, so give it a `preferredSize` or let a parent stretch it.
///
/// ```swift
/// Box(.red, cornerRadius: 4).preferredSize(40, 40)
/// ```
public struct Box: LayoutElement {
    public let node: LayoutNode

    /// A box filled with `color` (clear by default), with an optional border drawn inside its bounds
    /// (`borderWidth` points of `borderColor`) and corners rounded by `cornerRadius` points.
    public init(
        _ color: Color = .clear, borderColor: Color? = nil, borderWidth: Double = 0,
        cornerRadius: Double = 0
    ) {
        node = LayoutNode(
            .box(
                BoxAppearance(
                    color: color, borderColor: borderColor, borderWidth: borderWidth,
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

    /// A text: `text` (Pango markup when `markup` is true) in `font`, a Pango font description
    /// (`"DejaVu Sans Bold 14"`), drawn in `color`. `maximumNumberOfLines` limits the lines (0, the
    /// default, is no limit); text beyond the limit or the height is cut as `truncation` says;
    /// `lineSpacing` adds points between lines.
    public init(
        _ text: String, font: String = "DejaVu Sans 14", color: Color = .black,
        alignment: TextAlignment = .left, maximumNumberOfLines: Int = 0,
        truncation: TextTruncation = .tail, lineSpacing: Double = 0, markup: Bool = false
    ) {
        node = LayoutNode(
            .text(
                TextContent(
                    text: text, font: font, color: color, alignment: alignment,
                    maximumNumberOfLines: maximumNumberOfLines, truncation: truncation,
                    lineSpacing: lineSpacing, markup: markup)))
    }
}

/// An image node (`ASImageNode`), sized by the environment's `ImageSizing`.
///
/// ```swift
/// Image("avatar.png", contentMode: .aspectFill).preferredSize(44, 44)
/// ```
public struct Image: LayoutElement {
    public let node: LayoutNode

    /// An image from the file at `source`, drawn into its frame as `contentMode` says (stretched
    /// by default).
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

    /// An empty spec: its range's minimum size, nothing drawn.
    public init() { node = LayoutNode(.spacer) }
}
