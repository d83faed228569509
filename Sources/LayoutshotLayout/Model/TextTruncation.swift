/// Where a text that does not fit is cut (`NSLineBreakMode`'s truncating modes).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// The end of the last line that fits is replaced with "…". The default.
    case tail
    /// The start of the last line that fits is replaced with "…".
    case head
    /// The middle of the last line that fits is replaced with "…".
    case middle
    /// No ellipsis: the text is cut at the frame. A text limited to one line does not wrap: it runs
    /// on and is cut at the edge, as `NSLineBreakByClipping` does.
    case clip
}
