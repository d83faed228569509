/// The axes a center spec centres its child on.
public enum CenteringOptions: String, Hashable, Sendable, CaseIterable {
    /// Not centred: the child at the top left, at least the spec's minimum size.
    case none
    /// Centred horizontally only.
    case x
    /// Centred vertically only.
    case y
    /// Centred on both axes.
    case xy
}
