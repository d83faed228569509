/// Whether a center spec shrinks to its child on an axis: `ASCenterLayoutSpecSizingOptions`.
public enum CenterSizing: String, Hashable, Sendable, CaseIterable {
    case `default`
    case minimumX
    case minimumY
    case minimumXY
}
