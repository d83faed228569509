/// One of the two layout axes. Stack maths is written once against `main`/`cross`.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
