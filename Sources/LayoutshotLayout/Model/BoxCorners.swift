/// Which corners of a box are rounded (Core Animation's `maskedCorners`); all four by default.
///
/// ```swift
/// var card = BoxAppearance(color: .white, cornerRadius: 12)
/// card.maskedCorners = [.topLeft, .topRight]   // a sheet's top corners
/// ```
public struct BoxCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// A set of the given raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = BoxCorners(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = BoxCorners(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = BoxCorners(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = BoxCorners(rawValue: 1 << 3)
    /// All four.
    public static let all: BoxCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
