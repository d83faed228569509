import LayoutshotCore

/// The `layoutshot explain --json` document of an explanation, as `JSONOutputEncoder` writes it:
/// one member a line, one step a line. `lint --json` embeds the same object in each issue.
/// `LayoutExplanation`'s own `Codable` form has the same keys; this type only lays them out.
///
/// ```swift
/// let json = try JSONOutputEncoder().string(of: ExplanationDocument(explanation))
/// // explanation.jsonDocument()
/// ```
package struct ExplanationDocument: JSONOutputStyled {
    package static let jsonOutputStyle = JSONOutputStyle.memberPerLine

    /// A step on one line, as the explanation's `Codable` form writes it.
    struct Step: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine

        let step: ExplanationStep

        func encode(to encoder: any Encoder) throws {
            try step.encode(to: encoder)
        }
    }

    /// The explanation written.
    package let explanation: LayoutExplanation

    /// The document of `explanation`.
    package init(_ explanation: LayoutExplanation) {
        self.explanation = explanation
    }

    package func encode(to encoder: any Encoder) throws {
        try explanation.encode(to: encoder, step: Step.init)
    }
}
