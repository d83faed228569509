/// Whether a stack breaks its children into several lines.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    case noWrap
    case wrap
}
