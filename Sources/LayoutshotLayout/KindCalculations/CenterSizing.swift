/// Whether a center spec shrinks to its child on an axis: `ASCenterLayoutSpecSizingOptions`.
public enum CenterSizing: String, Hashable, Sendable, CaseIterable {
    /// The spec takes the most space its range allows (the child's size on an unbounded axis).
    case `default`
    /// The spec shrinks to its child's width.
    case minimumX
    /// The spec shrinks to its child's height.
    case minimumY
    /// The spec shrinks to its child's size on both axes.
    case minimumXY
}
