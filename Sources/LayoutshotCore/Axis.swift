/// One of the two layout axes. Stack maths is written once against `main`/`cross`.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Left to right: widths, `x`, a horizontal stack's main axis.
    case horizontal
    /// Top to bottom: heights, `y`, a vertical stack's main axis.
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
