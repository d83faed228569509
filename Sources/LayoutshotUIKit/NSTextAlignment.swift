/// How lines of text are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Lines flush with the left edge.
    case left = 0
    /// Lines centred in the text's width.
    case center = 1
    /// Lines flush with the right edge.
    case right = 2
    /// Lines stretched to both edges, except the last line of a paragraph.
    case justified = 3
    /// The script's default alignment; Layoutshot aligns it left, as for left-to-right text.
    case natural = 4
}
