import LayoutshotCore

/// The main axis of a stack. The reverse directions are CSS's `row-reverse`/`column-reverse` (Texture has them only in its Yoga path).
public enum StackDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
    case verticalReverse
    case horizontalReverse
}

extension StackDirection {
    /// The main axis.
    @inlinable public var axis: Axis {
        switch self {
        case .horizontal, .horizontalReverse: .horizontal
        case .vertical, .verticalReverse: .vertical
        }
    }

    /// Whether children run from the end of the main axis.
    @inlinable public var isReversed: Bool { self == .horizontalReverse || self == .verticalReverse }
}
