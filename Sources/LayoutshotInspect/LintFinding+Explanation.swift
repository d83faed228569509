import LayoutshotCore
import LayoutshotLayout
import LayoutshotRender

extension LintFinding {
    /// This finding with the explanation of its node in `scene`, laid out by `renderer` as the
    /// linted layout was (texts measured by Pango). Without one when the node cannot be
    /// explained, which a linted scene does not do.
    ///
    /// ```swift
    /// let findings = LayoutLinter(text: renderer).findings(in: tree).map { $0.explained(in: scene, by: renderer) }
    /// print(findings[0].shortExplanation().joined(separator: "\n"))   // the steps that decided it
    /// ```
    public func explained(in scene: Scene, by renderer: Renderer) -> LintFinding {
        var finding = self
        finding.explanation = try? renderer.explanation(
            of: path.isEmpty ? nodeKey : path, in: scene)
        return finding
    }

    /// The 1-based numbers of the steps of `explanation` that decided this finding, in order;
    /// empty without an explanation. Chosen by kind, so that a reader sees the cause and the
    /// numbers without the whole chain:
    ///
    /// - `overflow`: the parent stack's flex step (why the line did not shrink to fit), the
    ///   node's size step, and the parent's position step for it (where it was put).
    /// - `truncated`: the node's text step: the width, the lines, and what cut it.
    /// - `squeezed`: the parent stack's flex step (the overflow it shared and the node's base
    ///   and flexed sizes) and the node's size step.
    /// - `conflict`: the node's style step (its own sizes met with the range handed down) and
    ///   its size step.
    /// - `invisible`: the parent stack's flex step and the node's size step.
    /// - `overlap`: the node's size step and the parent's position step for it (spacing and
    ///   the items before it).
    /// - `standIn`, `missingGlyphs`: the node's size step.
    ///
    /// A step a node does not have (no stack above it, the root) is left out; the size step is
    /// always there.
    public var decidingStepNumbers: [Int] {
        guard let explanation else { return [] }
        let parts = ExplanationParts(explanation)
        let chosen: [Int?] =
            switch kind {
            case .overflow: [parts.parentFlex, parts.size, parts.parentPosition]
            case .truncated: [parts.size]
            case .squeezed, .invisible: [parts.parentFlex, parts.size]
            case .conflict: [parts.style, parts.size]
            case .overlap: [parts.size, parts.parentPosition]
            case .standIn, .missingGlyphs: [parts.size]
            }
        return Set(chosen.compactMap { $0 }).sorted().map { $0 + 1 }
    }

    /// The steps `decidingStepNumbers` names, one a line, numbered as `layoutshot explain`
    /// numbers them and indented by `indent` spaces: what `layoutshot lint` prints under a
    /// finding. Empty without an explanation.
    ///
    /// ```
    ///     4. The items and spacing of `a`'s line take 160, 60 past the stack's max width 100, …
    ///     8. `a` is a display node, which takes its range's max when both axes are bounded: 50 × 10.
    /// ```
    public func shortExplanation(indent: Int = 4) -> [String] {
        guard let explanation else { return [] }
        let numbers = decidingStepNumbers
        let width = String(numbers.last ?? 0).count
        return numbers.map { number in
            let label = String(number)
            return String(repeating: " ", count: indent + width - label.count) + label + ". "
                + explanation.steps[number - 1].says
        }
    }
}
