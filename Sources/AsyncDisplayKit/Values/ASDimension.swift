import Foundation
import LayoutshotCore

/// The unit of an `ASDimension`.
public enum ASDimensionUnit: Int, Sendable {
    /// No opinion: the element or its parent decides.
    case auto
    /// A length in points.
    case points
    /// A fraction of the parent's length (0.5 is 50 %).
    case fraction
}

/// A length that is automatic, in points, or a fraction of the parent: Texture's `ASDimension`.
///
/// ```swift
/// node.style.width = ASDimensionMake("50%")
/// node.style.height = ASDimensionMake(44)
/// ```
public struct ASDimension: Equatable, Hashable, Sendable {
    /// Whether the value is points, a fraction of the parent, or ignored (`auto`).
    public var unit: ASDimensionUnit
    /// The length in points, or the fraction (0.5 is 50 %); ignored for `auto`.
    public var value: CGFloat

    /// A dimension; `ASDimension()` is auto.
    public init(unit: ASDimensionUnit = .auto, value: CGFloat = 0) {
        self.unit = unit
        self.value = value
    }
}

extension ASDimension: CustomStringConvertible {
    public var description: String { NSStringFromASDimension(self) }
}

/// `auto`.
public let ASDimensionAuto = ASDimension(unit: .auto, value: 0)

/// A dimension of a unit and value.
public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
    ASDimension(unit: unit, value: unit == .auto ? 0 : value)
}

/// A dimension in points.
public func ASDimensionMake(_ points: CGFloat) -> ASDimension {
    ASDimension(unit: .points, value: points)
}

/// A dimension from text: `"auto"`, `"50%"` or `"20.5%"` (a fraction), `"10pt"` (points);
/// anything else is auto, as in Texture.
public func ASDimensionMake(_ dimension: String) -> ASDimension {
    let text = dimension.trimmingSpaces()
    if text.hasSuffix("pt"), let points = Double(text.dropLast(2)) {
        return ASDimension(unit: .points, value: CGFloat(points))
    }
    if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
        return ASDimension(unit: .fraction, value: CGFloat(percent / 100))
    }
    return ASDimensionAuto
}

/// A dimension in points.
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension {
    ASDimension(unit: .points, value: points)
}

/// A dimension as a fraction of the parent (0…1).
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
    ASDimension(unit: .fraction, value: fraction)
}

/// Whether two dimensions are equal.
public func ASDimensionEqualToDimension(_ lhs: ASDimension, _ rhs: ASDimension) -> Bool {
    lhs == rhs
}

/// `"auto"`, `"10pt"` or `"50%"`.
public func NSStringFromASDimension(_ dimension: ASDimension) -> String {
    func number(_ value: CGFloat) -> String {
        let text = String(Double(value))
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    switch dimension.unit {
    case .auto: return "auto"
    case .points: return number(dimension.value) + "pt"
    case .fraction: return number(dimension.value * 100) + "%"
    }
}

/// Resolves a dimension against the parent's length; `auto` gives `autoSize`.
public func ASDimensionResolve(_ dimension: ASDimension, _ parentSize: CGFloat, _ autoSize: CGFloat)
    -> CGFloat
{
    switch dimension.unit {
    case .auto: autoSize
    case .points: dimension.value
    case .fraction: dimension.value * parentSize
    }
}
