/// The corner of the child that a corner spec's element sits on.
public enum CornerLocation: String, Hashable, Sendable, CaseIterable {
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
}
