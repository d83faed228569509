import LayoutshotLayout

/// Where the steps a finding is decided by sit in an explanation: the node's style and size
/// steps, its parent stack's flex step, and its parent's position step for it.
struct ExplanationParts {
    var style: Int?
    var size: Int?
    var parentFlex: Int?
    var parentPosition: Int?

    private static let flexRules: Set<ExplanationRule> = [.stackGrow, .stackShrink, .stackNoFlex]
    private static let ownRules: Set<ExplanationRule> = [.style, .styleIgnored, .unmeasured]

    init(_ explanation: LayoutExplanation) {
        let steps = explanation.steps
        // The node's own steps start at its style step (or the step that says a stack left it
        // unmeasured); the root's range step is the root's too.
        let own = steps.firstIndex { $0.by == explanation.node && Self.ownRules.contains($0.rule) }
        if let own, steps[own].rule != .unmeasured { style = own }
        size = steps.lastIndex {
            $0.by == explanation.node && $0.size != nil && $0.rule != .pixelGridSize
        }
        guard let own, own > 0, steps[own - 1].by != explanation.node else { return }
        // The parent's hand-down: the run of steps just before the node's own, by one element.
        let parent = steps[own - 1].by
        var index = own - 1
        while index >= 0, steps[index].by == parent {
            if Self.flexRules.contains(steps[index].rule) { parentFlex = index }
            index -= 1
        }
        // Positions run from the root down: the last one places the node in its parent.
        parentPosition = steps.lastIndex { $0.offset != nil && $0.by == parent }
    }
}
