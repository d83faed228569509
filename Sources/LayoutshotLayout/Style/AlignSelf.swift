/// How one stack child is aligned on the cross axis, overriding the stack's `alignItems`.
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    /// Use the stack's `alignItems`.
    case auto
    case start
    case end
    case center
    case stretch
}
