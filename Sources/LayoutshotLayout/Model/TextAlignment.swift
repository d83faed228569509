/// Horizontal alignment of the lines of a text node.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    case justify
}
