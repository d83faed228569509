/// How one stack child is aligned on the cross axis, overriding the stack's `alignItems`.
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    /// Use the stack's `alignItems`.
    case auto
    /// This child at the start of the cross axis, whatever the stack's `alignItems`.
    case start
    /// This child at the end of the cross axis, whatever the stack's `alignItems`.
    case end
    /// This child centred on the cross axis (floored to the pixel grid), whatever the stack's
    /// `alignItems`.
    case center
    /// This child stretched to its line's cross size, whatever the stack's `alignItems`.
    case stretch
}
