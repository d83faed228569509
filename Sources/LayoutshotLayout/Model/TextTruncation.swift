/// Where a text that does not fit is cut (`NSLineBreakMode`'s truncating modes).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    case tail
    case head
    case middle
    case clip
}
