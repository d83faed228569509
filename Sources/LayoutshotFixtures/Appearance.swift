/// The light or dark appearance a fixture is drawn in. A colour may name one value per
/// appearance: `{light: "#FFFFFF", dark: "#000000"}`.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
