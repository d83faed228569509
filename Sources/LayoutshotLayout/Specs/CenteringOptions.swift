/// The axes a center spec centres its child on.
public enum CenteringOptions: String, Hashable, Sendable, CaseIterable {
    case none
    case x
    case y
    case xy
}
