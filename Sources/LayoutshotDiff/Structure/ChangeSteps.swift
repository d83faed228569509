import LayoutshotCore
import LayoutshotLayout

/// A changed node's explanation, reference beside actual: the steps of its chain side by side,
/// each row marked when its rule or numbers differ. What the review report shows under a
/// layout change, from the decisions both sides' sidecars keep.
///
/// ```swift
/// let tables = ChangeSteps.tables(for: comparison.changes, reference: old, actual: new)
/// tables.first?.rows.filter(\.differs).map(\.rule)   // ["stack.shrink", "stack.range", …]
/// ```
public struct ChangeSteps: Codable, Hashable, Sendable {
    /// One step of the chain on both sides.
    public struct Row: Codable, Hashable, Sendable {
        /// The element that decided (the actual side's; the reference's when only it has the step).
        public var by: String
        /// The rule, `stack.shrink`; "was" the reference's when they differ.
        public var rule: String
        /// The reference's numbers in words; `nil` when its chain has no such step.
        public var reference: String?
        /// The actual numbers in words; `nil` when its chain has no such step.
        public var actual: String?
        /// Whether the two sides differ in this step.
        public var differs: Bool
    }

    /// The node, named as messages name it.
    public var node: String
    /// The change, without its cause: "`names` width 271.5 → 215.5".
    public var change: String
    /// The chain's steps: for a resize the ranges and the node's size, for a move the places.
    public var rows: [Row]

    /// The tables of the first `limit` resized or moved nodes that carry a cause of their own
    /// (a node whose cause its holder says is left out).
    public static func tables(
        for changes: [NodeChange], reference: LayoutDecisions, actual: LayoutDecisions,
        limit: Int = 5
    ) -> [ChangeSteps] {
        var tables: [ChangeSteps] = []
        for change in changes where change.cause != nil && change.sameCauseAs == nil {
            guard tables.count < limit, let actualPath = change.actualPath,
                let before = reference.steps(explaining: change.referencePath ?? actualPath),
                let after = actual.steps(explaining: actualPath)
            else { continue }
            func shown(_ step: ExplanationStep) -> Bool {
                let placing = step.rule.phase == .position || step.rule.phase == .gridOrigin
                return change.kind.isMove == placing
            }
            let old = before.filter(shown)
            let new = after.filter(shown)
            let rows = (0..<max(old.count, new.count)).map { index -> Row in
                let a = index < old.count ? old[index] : nil
                let b = index < new.count ? new[index] : nil
                let rule =
                    switch (a?.rule, b?.rule) {
                    case (let x?, let y?) where x != y: "\(y.rawValue), was \(x.rawValue)"
                    case (_, let y?): y.rawValue
                    case (let x?, nil): x.rawValue
                    case (nil, nil): ""
                    }
                return Row(
                    by: b?.by ?? a?.by ?? "", rule: rule, reference: a?.numbersInWords,
                    actual: b?.numbersInWords,
                    differs: a?.rule != b?.rule || a?.by != b?.by
                        || a?.numbersInWords != b?.numbersInWords)
            }
            tables.append(ChangeSteps(node: change.node, change: change.headline, rows: rows))
        }
        return tables
    }
}
