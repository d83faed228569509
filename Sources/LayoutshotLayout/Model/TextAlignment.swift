/// Horizontal alignment of the lines of a text node.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines flush with the left edge (also for right-to-left text, as UIKit's absolute `left`).
    case left
    /// Lines centred in the node's width.
    case center
    /// Lines flush with the right edge (also for right-to-left text).
    case right
    /// Lines stretched to both edges, except a paragraph's last line, which is left-aligned.
    case justify
}
