/// Texture's shortcut that overrides `alignItems` (horizontal stack) or `justifyContent` (vertical stack).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case none
    case top
    case center
    case bottom
}
