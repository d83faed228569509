import LayoutshotLayout

/// A layout problem a person would see in the picture, found before anyone looks.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        /// A child drawn outside its parent.
        case overflow
        /// A text truncated, or cut by its frame.
        case truncated
        /// A node squeezed below its content size by `flexShrink`.
        case squeezed
        /// Sizes that contradict: min above max, a fixed child larger than its parent's max.
        case conflict
        /// A zero-size node that draws something.
        case invisible
        /// Siblings in a stack drawn over each other.
        case overlap
        /// Content drawn as a stand-in for what cannot be drawn here (an SF Symbol, whose artwork
        /// is Apple's).
        case standIn
        /// Characters that no font has a glyph for, drawn as boxes.
        case missingGlyphs

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The node, as messages name it: "`title`", or "`box` at root.children[2]" without an id.
    public var node: String
    /// The node's id or path, for JSON.
    public var nodeKey: String
    /// The node's path (`root.children[1].child`): what its explanation is asked for by, as ids
    /// may repeat.
    public var path: String = ""
    /// What is wrong, in words, with the amount.
    public var message: String
    /// How much, in points (overflow, cut, squeeze, overlap); 0 where it does not apply.
    public var amount: Double
    /// Why the node has its size and place, step by step, when asked for with
    /// `explained(in:by:)`; `decidingSteps` picks the few that made this finding.
    public var explanation: LayoutExplanation?

    public var description: String { "\(kind.rawValue): \(node) \(message)" }
}
