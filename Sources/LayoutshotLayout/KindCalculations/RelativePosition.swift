/// Where a relative spec puts its child on one axis.
public enum RelativePosition: String, Hashable, Sendable, CaseIterable {
    /// No positioning on this axis: the child keeps the spec's minimum size there and sits at the
    /// start.
    case none
    /// The child at the start of the axis (left or top), free to be smaller than the spec.
    case start
    /// The child centred on the axis, free to be smaller than the spec; its origin is rounded to
    /// the pixel grid.
    case center
    /// The child at the end of the axis (right or bottom), free to be smaller than the spec; its
    /// origin is rounded to the pixel grid.
    case end
}
