import LayoutshotCore
import LayoutshotInspect
import LayoutshotLayout

/// The JSON of `lint --json`: `{"issues": [...]}`, one issue a line, each with its node's whole
/// explanation one member a line (as `explain --json` prints it), written by `JSONOutputEncoder`
/// as every JSON output is.
struct LintReport: Encodable {
    /// One finding of one fixture.
    struct Issue: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine

        let fixture: String
        let finding: LintFinding

        private enum CodingKeys: String, CodingKey {
            case fixture, variant, node, kind, message, amount, decidingSteps, explanation
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fixture, forKey: .fixture)
            // Always null: lint reads a fixture as written, without its variants.
            try container.encodeNil(forKey: .variant)
            try container.encode(finding.nodeKey, forKey: .node)
            try container.encode(finding.kind.rawValue, forKey: .kind)
            try container.encode(finding.description, forKey: .message)
            try container.encode(finding.amount, forKey: .amount)
            try container.encode(finding.decidingStepNumbers, forKey: .decidingSteps)
            try container.encode(
                finding.explanation.map(ExplanationDocument.init), forKey: .explanation)
        }
    }

    let issues: [Issue]

    init(_ found: [(fixture: String, finding: LintFinding)]) {
        issues = found.map { Issue(fixture: $0.fixture, finding: $0.finding) }
    }
}
