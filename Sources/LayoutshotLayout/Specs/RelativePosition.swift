/// Where a relative spec puts its child on one axis.
public enum RelativePosition: String, Hashable, Sendable, CaseIterable {
    case none
    case start
    case center
    case end
}
