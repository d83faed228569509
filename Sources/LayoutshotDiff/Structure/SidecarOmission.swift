import LayoutshotLayout

/// Where a version-3 layout sidecar finds a number that a step leaves out because the sidecar
/// already says it: the writer leaves a number out exactly when it equals what the reader finds
/// here, and writes `null` for one the step lacks where the reader would find one, so every
/// document reads back to the same decisions as in version 2.
///
/// Only numbers that every step of their rule records are left out (the explainer always gives
/// a size step its size, a position step its offset, a style step its range, and a stack's
/// steps their line's numbers), so a version-2 step never lacks one and reads the same way.
///
/// ```swift
/// SidecarOmission.omissions(of: .boxSize)   // [("size", nil, .rowSize)]
/// ```
enum SidecarOmission: Equatable {
    /// A size step's `size`: the row's width and height.
    case rowSize
    /// A position step's `offset`: the row's x and y.
    case rowOffset
    /// A style step's `range`: the last range before it in the row, the one handed down.
    case rowRange
    /// A number of a stack's step that is the same for the items of a line: the same stack's
    /// step of the same rule for the item before (the last such step above, by the same node).
    case previousItem

    /// A number a step may leave out: its name in a step, the value it is (`nil` for a range,
    /// a size or an offset), and where the reader finds it.
    typealias Number = (name: String, value: ExplanationValue?, from: SidecarOmission)

    /// The numbers a step of `rule` may leave out.
    static func omissions(of rule: ExplanationRule) -> [Number] {
        switch rule {
        case .style, .styleIgnored: rowRangeOnly
        case .stackRange: itemRange
        case .stackNoFlex: noFlex
        case .stackGrow: grow
        case .stackShrink: shrink
        case .stackCross: cross
        case .stackPosition: stackPosition
        default:
            switch rule.phase {
            case .size: rowSizeOnly
            case .position: rowOffsetOnly
            case .range, .gridOrigin: []
            }
        }
    }

    // The lists, made once: a reader asks for one per step.
    private static let rowRangeOnly: [Number] = [("range", nil, .rowRange)]
    private static let rowSizeOnly: [Number] = [("size", nil, .rowSize)]
    private static let rowOffsetOnly: [Number] = [("offset", nil, .rowOffset)]
    private static let itemRange: [Number] = [("range", nil, .previousItem)]
    private static let noFlex = items([.freeSpace, .sum])
    private static let grow = items([.flexGrowSum, .freeSpace, .sum])
    private static let shrink = items([.flexShrinkSum, .freeSpace, .sum, .weightSum])
    private static let cross = items([.lineCross])
    private static let stackPosition = rowOffsetOnly + items([.justifyOffset, .lineStart])

    private static func items(_ values: [ExplanationValue]) -> [Number] {
        values.map { ($0.rawValue, $0, .previousItem) }
    }

    /// The key of the step a `previousItem` number comes from: its node and its rule, one of
    /// the rules with such numbers (a stack's steps for an item); `nil` for any other rule, so
    /// that only those steps are kept for the item after.
    struct Item: Hashable {
        let by: String
        /// The rule, as a number that hashes cheaply.
        let rule: Int

        init?(by: String, rule: ExplanationRule) {
            switch rule {
            case .stackRange: self.rule = 0
            case .stackNoFlex: self.rule = 1
            case .stackGrow: self.rule = 2
            case .stackShrink: self.rule = 3
            case .stackCross: self.rule = 4
            case .stackPosition: self.rule = 5
            default: return nil
            }
            self.by = by
        }
    }
}
