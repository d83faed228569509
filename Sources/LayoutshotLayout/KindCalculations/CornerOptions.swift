import LayoutshotCore

/// The properties of a corner spec (`ASCornerLayoutSpec`).
public struct CornerOptions: Hashable, Sendable {
    /// Which corner of the child the corner element is centred on.
    public var location: CornerLocation
    /// Moves the corner element from that point.
    public var offset: Point
    /// Whether the spec grows to include the corner element.
    public var wrapsCorner: Bool

    /// Creates corner options; defaults as Texture (top left, no offset, not wrapping).
    public init(
        location: CornerLocation = .topLeft, offset: Point = .zero, wrapsCorner: Bool = false
    ) {
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
    }
}
