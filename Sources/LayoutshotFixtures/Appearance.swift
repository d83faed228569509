/// The light or dark appearance a fixture is drawn in. A colour may name one value per
/// appearance: `{light: "#FFFFFF", dark: "#000000"}`.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// The light appearance: a colour given per appearance takes its `light` value. Used when a
    /// fixture has no `appearance` variants.
    case light
    /// The dark appearance: a colour given per appearance takes its `dark` value (its `light` one
    /// when it has no `dark`).
    case dark
}
