import LayoutshotCore

/// The main axis of a stack. The reverse directions are CSS's `row-reverse`/`column-reverse` (Texture has them only in its Yoga path).
public enum StackDirection: String, Hashable, Sendable, CaseIterable {
    /// Children top to bottom: the main axis is vertical.
    case vertical
    /// Children left to right: the main axis is horizontal. The default.
    case horizontal
    /// Children bottom to top, the first at the bottom (CSS's `column-reverse`).
    case verticalReverse
    /// Children right to left, the first at the right (CSS's `row-reverse`).
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
    @inlinable public var isReversed: Bool {
        self == .horizontalReverse || self == .verticalReverse
    }
}
