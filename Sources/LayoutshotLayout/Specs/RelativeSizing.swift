/// Whether a relative spec shrinks to its child on an axis: `ASRelativeLayoutSpecSizingOption`.
public enum RelativeSizing: String, Hashable, Sendable, CaseIterable {
    case `default`
    case minimumWidth
    case minimumHeight
    case minimumSize
}
