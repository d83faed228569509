import LayoutshotCore

/// A length that is automatic, in points, or a fraction of the parent: Texture's `ASDimension`.
///
/// ```swift
/// let half: Dimension = .fraction(0.5)   // "50%" in a fixture
/// half.resolve(parent: 320)              // 160
/// ```
public enum Dimension: Hashable, Sendable {
    /// Decided by the element or its parent.
    case auto
    /// A length in points.
    case points(Double)
    /// A fraction of the parent's length along the same axis (0.5 is 50 %).
    case fraction(Double)

    /// Resolves against the parent's length (`ASDimensionResolve`). `auto`, and a fraction of an
    /// undefined parent, give `nil`.
    @inlinable
    public func resolve(parent: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .points(let value): value
        case .fraction(let fraction): parent.map { fraction * $0 }
        }
    }
}

extension Dimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}

extension Dimension: CustomStringConvertible {
    public var description: String {
        switch self {
        case .auto: "auto"
        case .points(let value): formatPoints(value)
        case .fraction(let fraction): formatPoints(fraction * 100) + "%"
        }
    }
}
