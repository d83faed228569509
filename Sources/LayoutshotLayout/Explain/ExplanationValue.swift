/// A number an explanation step names besides its range, size and place, in the order a reader
/// meets them: a flex's numbers first, then the rest by name. Its raw value is its JSON name.
///
/// ```swift
/// step.values[.freeSpace]   // 125: the room the line's items share
/// ExplanationValue.freeSpace.words   // "free space"
/// ```
public enum ExplanationValue: String, CaseIterable, Comparable, Hashable, Sendable {
    // A flex's numbers, in the order its sentence gives them.
    /// A stack line's items and spacing along the main axis.
    case sum
    /// The room a line's items share: positive to grow, negative to shrink.
    case freeSpace
    /// An item's base length on the main axis.
    case base
    /// An item's share of the free space.
    case share
    /// An item's length after flexing.
    case flexed
    /// The item's line, from 1.
    case line
    /// A stack's lines, or a text's.
    case lines

    // The rest, by name.
    /// A stack item's cross size as measured before stretching.
    case before
    /// An inset.
    case bottom
    /// An item's offset across its line.
    case crossOffset
    /// An item's flexGrow, and the line's in all.
    case flexGrow, flexGrowSum
    /// An item's flexShrink, and the line's in all.
    case flexShrink, flexShrinkSum
    /// A style's height.
    case height
    /// justifyContent's leading offset on a line.
    case justifyOffset
    /// An inset.
    case left
    /// A line's cross size.
    case lineCross
    /// Where a line starts across the stack.
    case lineStart
    /// A style's bounds.
    case maxHeight, maxWidth, minHeight, minWidth
    /// A ratio spec's height ÷ width.
    case ratio
    /// What the floors of growing left, given to the first growing item.
    case remainder
    /// An inset.
    case right
    /// An inset.
    case top
    /// 1 when a text is cut, else 0.
    case truncated
    /// An item's shrink weight (base × flexShrink), and the line's in all.
    case weight, weightSum
    /// A style's width.
    case width
    /// An absolute child's layoutPosition.
    case x, y

    /// The value's name in words, as a review's table and a failure's cause give it.
    public var words: String {
        switch self {
        case .sum: "line length"
        case .freeSpace: "free space"
        case .flexed: "flexed length"
        case .weight: "shrink weight"
        case .weightSum: "shrink weights in all"
        case .flexGrowSum: "flexGrow in all"
        case .flexShrinkSum: "flexShrink in all"
        case .justifyOffset: "justify offset"
        case .lineStart: "line start"
        case .crossOffset: "cross offset"
        default: rawValue
        }
    }

    /// Reading order: the order of the cases.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        order[lhs]! < order[rhs]!
    }

    private static let order = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
