/// A `Layout` that does not correspond to the `LayoutNode` tree it was paired with.
public struct LayoutPairingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The layout path where the trees diverge, e.g. `root.children[1]`.
    public var path: String
    /// What differs.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
