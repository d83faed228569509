import LayoutshotCore

/// The JSON of a check run (`check --json`): one object per fixture, in input order, one a
/// line, written by `JSONOutputEncoder` as every JSON output is.
enum CheckReport {
    /// One fixture's check.
    struct Item: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine

        let check: FixtureCheck

        private enum CodingKeys: String, CodingKey {
            case fixture, variant, reference, status, kind, summary, changes, lint
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(check.fixture, forKey: .fixture)
            try container.encodeIfPresent(check.variant, forKey: .variant)
            try container.encode(check.reference.path, forKey: .reference)
            try container.encode(check.status.rawValue, forKey: .status)
            try container.encodeIfPresent(check.kind, forKey: .kind)
            try container.encode(check.summary, forKey: .summary)
            try container.encode(check.changes, forKey: .changes)
            if !check.findings.isEmpty {
                try container.encode(check.findings.map(\.description), forKey: .lint)
            }
        }
    }

    /// The report's text.
    static func json(_ checks: [FixtureCheck]) throws -> String {
        try JSONOutputEncoder().string(of: checks.map(Item.init))
    }
}
