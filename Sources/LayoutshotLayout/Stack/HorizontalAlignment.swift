/// Texture's shortcut that overrides `justifyContent` (horizontal stack) or `alignItems` (vertical stack).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// No override: `justifyContent` and `alignItems` apply as set. The default.
    case none
    /// Children at the left: `justifyContent` `start` in a horizontal stack, `alignItems` `start` in
    /// a vertical one.
    case left
    /// Children centred horizontally: `justifyContent` `center` in a horizontal stack, `alignItems`
    /// `center` in a vertical one.
    case middle
    /// Children at the right: `justifyContent` `end` in a horizontal stack, `alignItems` `end` in a
    /// vertical one.
    case right
}
