/// How the lines of a wrapping stack share the cross axis.
public enum AlignContent: String, Hashable, Sendable, CaseIterable {
    case start
    case end
    case center
    case spaceBetween
    case spaceAround
    case stretch
}
