import Foundation

/// How Texture rounds a node's corners (`cornerRoundingType`). Every type is drawn the same
/// here: a rounded box, as the slow Core Animation path draws it.
public enum ASCornerRoundingType: UInt8, Sendable {
    /// Core Animation's `cornerRadius` (Texture's default).
    case defaultSlowCALayer = 0
    /// Corners drawn into the node's contents.
    case precomposited = 1
    /// Corners cut by overlays in the background colour.
    case clipping = 2
}

/// Where a node is in Texture's display life cycle. A node here is never in a window, so its
/// state is always empty.
public struct ASInterfaceState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// A state of the given raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The layout may be measured soon.
    public static let measureLayout = ASInterfaceState(rawValue: 1 << 0)
    /// Data for display should be fetched.
    public static let preload = ASInterfaceState(rawValue: 1 << 1)
    /// The node should be drawn.
    public static let display = ASInterfaceState(rawValue: 1 << 2)
    /// The node is on screen.
    public static let visible = ASInterfaceState(rawValue: 1 << 3)
    /// In a window but not in a cell: all of the above.
    public static let inHierarchy: ASInterfaceState = [
        .measureLayout, .preload, .display, .visible,
    ]
}

/// Which engine lays a node out: here always Texture's layout specs.
public enum ASLayoutEngineType: Int, Sendable {
    /// Layout specs (`layoutSpecThatFits:`).
    case layoutSpec = 0
    /// Yoga; not available here.
    case yoga = 1
}
