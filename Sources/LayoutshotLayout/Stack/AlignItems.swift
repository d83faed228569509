/// How a stack aligns its children on the cross axis.
public enum AlignItems: String, Hashable, Sendable, CaseIterable {
    case start
    case end
    case center
    case stretch
    case baselineFirst
    case baselineLast
}
