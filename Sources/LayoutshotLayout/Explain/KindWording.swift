import LayoutshotCore

/// How an explanation words one kind's decisions: the range it hands a child, its own size and
/// where it puts a child. Each kind's wording sits beside its calculation (`KindCalculations/`),
/// reached through the table of kinds (`LayoutNode.Kind.wording`), so a new kind's case there
/// is where the compiler asks for it. A kind words what its calculation decided, read from the
/// pass or from the values its calculation returns (`RatioChoice`, `RelativePlacement`, …). A
/// stack's hand-down and positions are its record's stages instead (`Explainer+Stack.swift`).
///
/// Its methods are `@_optimize(none)`, as `Explainer`'s are.
protocol KindWording {
    /// The rule, sentence and numbers of the range node `link.parent`, of this kind, handed
    /// `link.child`: `range`, the one the child was last measured in.
    func handDown(_ link: Explainer.Link, in range: SizeRange, by explainer: Explainer)
        -> HandedDown
    /// The rule and sentence of `node`'s own size, before the pixel grid.
    func size(of node: Explainer.Sized, by explainer: Explainer) -> (ExplanationRule, String)
    /// The rule and sentence of where node `link.parent`, of this kind, put `link.child`.
    func position(_ link: Explainer.Link, by explainer: Explainer) -> (ExplanationRule, String)
}

extension KindWording {
    /// What a kind says of a range it hands down: the rule, the sentence and its numbers.
    typealias HandedDown = (ExplanationRule, String, [ExplanationValue: Double])

    /// A leaf's: the range as it is.
    @_optimize(none) func handDown(
        _ link: Explainer.Link, in range: SizeRange, by explainer: Explainer
    ) -> HandedDown {
        let (parent, child) = explainer.names(link)
        return (
            .wrapperRange, "\(parent) measured \(child) in \(ExplanationWords.range(range)).", [:]
        )
    }

    /// A spec that puts its children at its origin.
    @_optimize(none) func position(_ link: Explainer.Link, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (parent, child) = explainer.names(link)
        let spec = explainer.computation.typeName(of: link.parent)
        return (
            .originPosition,
            "\(parent), \(ExplanationWords.article(spec)) spec, puts \(child) at \(ExplanationWords.point(link.origin))."
        )
    }
}
