import LayoutshotCore

/// The first decision that differs between two explanations of one node: the reference's and
/// the actual one's. What a failing snapshot names as the cause of a node's new size or place.
///
/// ```swift
/// let change = DecisionChange.first(explaining: "title", reference: before, actual: after)
/// print(change!)   // "`row` decides otherwise (stack.shrink): free space 0 → -20, share 0 → -20; …"
/// ```
public struct DecisionChange: Hashable, Sendable, CustomStringConvertible {
    /// One number of the step that changed.
    public struct Number: Hashable, Sendable {
        /// The number's name in words: "free space", "range", "size".
        public var name: String
        /// The reference's value, in words; `nil` when its step did not have it.
        public var before: String?
        /// The actual value, in words; `nil` when the step no longer has it.
        public var after: String?
    }

    /// The element that decided, named as messages name nodes.
    public var by: String
    /// The rule of the actual step.
    public var rule: ExplanationRule
    /// The reference's rule, when the element decided by another one.
    public var previousRule: ExplanationRule?
    /// The numbers that changed.
    public var numbers: [Number]
    /// What else the sentence names: the stack items whose base size changed, the node's share
    /// of a flex: "`badge`'s base 40 → 60".
    public var notes: [String]

    /// "`row` decides otherwise (stack.shrink, was stack.noFlex): free space 27.5 → -52.5, share
    /// -52.5; `badge`'s base 40 → 120"; "its own size is new in the same range (text.size): …";
    /// "`row` places it otherwise (stack.position): …".
    public var description: String {
        var text =
            switch rule.phase {
            case .range: "\(by) decides otherwise (\(rule.rawValue)"
            case .size: "its own size is new in the same range (\(rule.rawValue)"
            case .position, .gridOrigin: "\(by) places it otherwise (\(rule.rawValue)"
            }
        if let previousRule { text += ", was \(previousRule.rawValue)" }
        text += ")"
        let changed = numbers.compactMap { number -> String? in
            switch (number.before, number.after) {
            case (let before?, let after?): "\(number.name) \(before) → \(after)"
            case (nil, let after?): "\(number.name) \(after)"
            case (_, nil): nil
            }
        }
        if !changed.isEmpty { text += ": " + changed.joined(separator: ", ") }
        if !notes.isEmpty { text += "; " + notes.joined(separator: "; ") }
        return text
    }

    /// The first step that differs between the reference's explanation of the node at
    /// `referencePath` and the actual one's of the node at `actualPath` (the same node, matched
    /// by id or path); `nil` when either side has no such node or every step agrees.
    ///
    /// For a node that `moved`, only the steps that place it are compared: its size has a change
    /// of its own.
    public static func first(
        explaining actualPath: String, as referencePath: String? = nil, reference: LayoutDecisions,
        actual: LayoutDecisions, moved: Bool = false
    ) -> DecisionChange? {
        func placing(_ entry: (owner: String, step: ExplanationStep)) -> Bool {
            !moved || entry.step.rule.phase == .position || entry.step.rule.phase == .gridOrigin
        }
        guard
            let before = reference.chain(explaining: referencePath ?? actualPath)?.filter(placing),
            let after = actual.chain(explaining: actualPath)?.filter(placing)
        else { return nil }
        for index in 0..<min(before.count, after.count) {
            let (old, new) = (before[index].step, after[index].step)
            guard old.rule != new.rule || old.by != new.by || !numbers(old, new).isEmpty else {
                continue
            }
            return DecisionChange(
                by: new.by, rule: new.rule, previousRule: old.rule == new.rule ? nil : old.rule,
                numbers: numbers(old, new),
                notes: notes(new, of: after[index].owner, reference: reference, actual: actual))
        }
        return nil
    }

    /// The numbers of two steps that differ at the sidecar's precision (4 decimals).
    static func numbers(_ old: ExplanationStep, _ new: ExplanationStep) -> [Number] {
        let before = Dictionary(
            old.namedNumbers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(
            new.namedNumbers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // A flex's factors and weights are said in its notes.
        let inNotes: [ExplanationValue] = [
            .flexGrow, .flexShrink, .flexGrowSum, .flexShrinkSum, .weight, .weightSum,
        ]
        let keys = Set(before.keys).union(after.keys).subtracting(inNotes.map { .value($0) })
        return keys.sorted().compactMap { key in
            guard let either = after[key] ?? before[key], before[key]?.words != after[key]?.words
            else { return nil }
            return Number(name: either.name, before: before[key]?.words, after: after[key]?.words)
        }
    }

    /// For a stack's flex: the items of the line whose base size changed (what moved the free
    /// space) and the node's own factor against the line's.
    private static func notes(
        _ step: ExplanationStep, of owner: String, reference: LayoutDecisions,
        actual: LayoutDecisions
    ) -> [String] {
        if step.rule == .stackBase, let before = reference.ownSteps(of: owner),
            let after = actual.ownSteps(of: owner),
            let old = before.first(where: { $0.rule == .style }),
            let new = after.first(where: { $0.rule == .style })
        {
            // An item measured otherwise because its own style changed.
            let changed = numbers(old, new).filter {
                $0.name != "range" && $0.before != nil && $0.after != nil
            }
            guard !changed.isEmpty else {
                let kind = after.first { $0.rule.phase == .size }?.rule.rawValue ?? "its content"
                return ["its style is the same: its content measures otherwise (\(kind))"]
            }
            return [
                "its own "
                    + changed.map { "\($0.name) \($0.before ?? "") → \($0.after ?? "")" }.joined(
                        separator: ", ")
            ]
        }
        guard
            [.stackGrow, .stackShrink, .stackNoFlex, .stackLine, .stackPosition].contains(
                step.rule),
            let steps = actual.ownSteps(of: owner), let stack = LayoutDecisions.parent(of: owner)
        else { return [] }
        let item = LayoutDecisions.Node(path: owner, steps: steps)
        let items = actual.children(of: stack)
        let siblings = items.filter { $0.path != item.path }
        if step.rule == .stackPosition {
            // What moved it along the stack: the items before it that changed size.
            var notes: [String] = []
            for sibling in items.prefix(while: { $0.path != item.path }) {
                guard let after = size(of: sibling.steps),
                    let before = reference.ownSteps(of: sibling.path).flatMap(size), after != before
                else { continue }
                notes.append(
                    "\(name(of: sibling.steps) ?? "`\(sibling.path)`") before it: "
                        + "\(ExplanationWords.size(before)) → \(ExplanationWords.size(after))")
            }
            return notes
        }
        var notes: [String] = []
        for sibling in siblings {
            let after = base(of: sibling.steps)
            let before = reference.ownSteps(of: sibling.path).flatMap(base)
            guard let after, let before,
                ExplanationWords.number(after) != ExplanationWords.number(before)
            else {
                continue
            }
            notes.append(
                "\(name(of: sibling.steps) ?? "`\(sibling.path)`")'s base "
                    + "\(ExplanationWords.number(before)) → \(ExplanationWords.number(after))")
        }
        let grows = step.rule == .stackGrow
        let (factorValue, sumValue): (ExplanationValue, ExplanationValue) =
            grows ? (.flexGrow, .flexGrowSum) : (.flexShrink, .flexShrinkSum)
        let factorName = factorValue.rawValue
        if step.rule == .stackGrow || step.rule == .stackShrink,
            let factor = step.values[factorValue],
            let sum = step.values[sumValue], factor > 0
        {
            let node = name(of: item.steps) ?? "`\(item.path)`"
            notes.append(
                factor == sum
                    ? "\(node) has \(factorName) \(ExplanationWords.number(factor)), the only item of its line that "
                        + (grows ? "grows" : "shrinks")
                    : "\(node) has \(factorName) \(ExplanationWords.number(factor)) of the line's "
                        + ExplanationWords.number(sum))
        }
        return notes
    }

    /// A node's size as its own steps leave it.
    private static func size(of steps: [ExplanationStep]) -> Size? {
        steps.last { $0.rule.phase == .size }?.size
    }

    /// An item's base size on its stack's main axis.
    private static func base(of steps: [ExplanationStep]) -> Double? {
        steps.first { $0.rule == .stackBase }?.values[.base]
    }

    /// A node's name, from a step it decides itself.
    private static func name(of steps: [ExplanationStep]) -> String? {
        steps.first { $0.rule.phase == .size || $0.rule == .style || $0.rule == .styleIgnored }?.by
    }
}
