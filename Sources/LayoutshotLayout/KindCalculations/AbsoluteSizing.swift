/// How an absolute spec sizes itself: the whole constrained size (`default`) or its children's extent (`sizeToFit`).
public enum AbsoluteSizing: String, Hashable, Sendable, CaseIterable {
    /// The spec takes its range's maximum size, or its children's extent on an unbounded axis.
    case `default`
    /// The spec takes its children's extent (the union of their frames from the origin), at least
    /// its range's minimum.
    case sizeToFit
}
