/// Whether a stack breaks its children into several lines.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    /// All children on one line, shrinking (by `flexShrink`) or overflowing when they do not fit.
    /// The default.
    case noWrap
    /// Children that do not fit on the main axis start a new line, `lineSpacing` after the last.
    case wrap
}
