/// Texture's shortcut that overrides `justifyContent` (horizontal stack) or `alignItems` (vertical stack).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case none
    case left
    case middle
    case right
}
