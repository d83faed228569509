/// Texture's shortcut that overrides `alignItems` (horizontal stack) or `justifyContent` (vertical stack).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// No override: `justifyContent` and `alignItems` apply as set. The default.
    case none
    /// Children at the top: `alignItems` `start` in a horizontal stack, `justifyContent` `start` in
    /// a vertical one.
    case top
    /// Children centred vertically: `alignItems` `center` in a horizontal stack, `justifyContent`
    /// `center` in a vertical one.
    case center
    /// Children at the bottom: `alignItems` `end` in a horizontal stack, `justifyContent` `end` in
    /// a vertical one.
    case bottom
}
