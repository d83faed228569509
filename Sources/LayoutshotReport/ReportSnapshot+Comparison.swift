import LayoutshotDiff

extension ReportSnapshot {
    /// A failed or passed snapshot described by its comparison, so the report says exactly
    /// what `layoutshot check` and `assertLayoutSnapshot` say.
    public init(name: String, source: String, comparison: SnapshotComparison) {
        let shares = comparison.attribution?.shares ?? []
        self.init(
            name: name, source: source, status: comparison.isMatch ? .passed : .failed,
            kind: comparison.kind?.rawValue, summary: comparison.summary,
            changes: comparison.changes.map(\.description),
            attribution: shares.map {
                Share(
                    node: $0.node, type: $0.type, pixels: $0.pixels,
                    percent: Int(($0.fraction * 100).rounded()))
            })
        if !comparison.steps.isEmpty { why = comparison.steps }
    }
}
