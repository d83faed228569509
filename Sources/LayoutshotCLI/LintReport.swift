import LayoutshotCore
import LayoutshotInspect

/// The JSON of `lint --json`: `{"issues": […]}`, one finding a line, written by
/// `JSONOutputEncoder` as every JSON output is.
struct LintReport: Encodable {
    /// One finding of one fixture.
    struct Issue: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine

        let fixture: String
        let finding: LintFinding

        private enum CodingKeys: String, CodingKey {
            case fixture, variant, node, kind, message, amount
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fixture, forKey: .fixture)
            // `lint` lays out a fixture's own tree, never a variant's: the key is kept, null.
            try container.encodeNil(forKey: .variant)
            try container.encode(finding.nodeKey, forKey: .node)
            try container.encode(finding.kind.rawValue, forKey: .kind)
            try container.encode(finding.description, forKey: .message)
            try container.encode(finding.amount, forKey: .amount)
        }
    }

    let issues: [Issue]
}
