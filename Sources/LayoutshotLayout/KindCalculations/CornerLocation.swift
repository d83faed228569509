/// The corner of the child that a corner spec's element sits on.
public enum CornerLocation: String, Hashable, Sendable, CaseIterable {
    /// The corner element centred on the child's top-left corner.
    case topLeft
    /// The corner element centred on the child's top-right corner.
    case topRight
    /// The corner element centred on the child's bottom-left corner.
    case bottomLeft
    /// The corner element centred on the child's bottom-right corner.
    case bottomRight
}
