/// Whether a relative spec shrinks to its child on an axis: `ASRelativeLayoutSpecSizingOption`.
public enum RelativeSizing: String, Hashable, Sendable, CaseIterable {
    /// The spec takes the most space its range allows (the child's size on an unbounded axis).
    case `default`
    /// The spec shrinks to its child's width, and takes the most height its range allows.
    case minimumWidth
    /// The spec shrinks to its child's height, and takes the most width its range allows.
    case minimumHeight
    /// The spec shrinks to its child's size on both axes.
    case minimumSize
}
