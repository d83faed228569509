/// How a stack distributes free main-axis space. `spaceEvenly` is CSS's (Texture has it only in its Yoga path).
public enum JustifyContent: String, Hashable, Sendable, CaseIterable {
    case start
    case center
    case end
    case spaceBetween
    case spaceAround
    case spaceEvenly
}
