/// How an absolute spec sizes itself: the whole constrained size (`default`) or its children's extent (`sizeToFit`).
public enum AbsoluteSizing: String, Hashable, Sendable, CaseIterable {
    case `default`
    case sizeToFit
}
