/// What a reviewer reads: every snapshot of a run with its status, its change in words and the
/// pictures of it. Encoded as `report.json` and embedded in `index.html`; byte-stable (sorted,
/// no timestamps, only paths relative to the report folder).
public struct Report: Codable, Equatable, Sendable {
    /// How many snapshots have each status.
    public var counts: ReportCounts
    /// Failed first, then new, removed and passed; by name within a status.
    public var snapshots: [ReportSnapshot]

    /// Sorts `snapshots` and counts them.
    public init(snapshots: [ReportSnapshot]) {
        self.snapshots = snapshots.sorted { ($0.status.rank, $0.name) < ($1.status.rank, $1.name) }
        counts = ReportCounts(self.snapshots.map(\.status))
    }

    /// Failed, new and removed snapshots: the ones a reviewer has to look at.
    public var changed: [ReportSnapshot] { snapshots.filter { $0.status != .passed } }
}
