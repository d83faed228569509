/// How text that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (inside a word only when it is wider than the line); as a truncation
    /// mode, the end of the last line is replaced with "…".
    case byWordWrapping = 0
    /// UIKit wraps between any characters; Layoutshot wraps as `byWordWrapping` does and truncates the tail.
    case byCharWrapping = 1
    /// Lines that do not fit are cut off at the edge, without an ellipsis.
    case byClipping = 2
    /// The start of the last line is replaced with "…".
    case byTruncatingHead = 3
    /// The end of the last line is replaced with "…".
    case byTruncatingTail = 4
    /// The middle of the last line is replaced with "…".
    case byTruncatingMiddle = 5
}
