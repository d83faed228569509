import Foundation

/// The curve of a layer's rounded corners (`CALayerCornerCurve`).
///
/// ```swift
/// layer.cornerCurve = .continuous   // kept: drawn as circular arcs
/// ```
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
