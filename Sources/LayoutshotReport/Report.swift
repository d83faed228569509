/// What a reviewer reads: every snapshot of a run with its status, its change in words and the
/// pictures of it. Encoded as `report.json` and embedded in `index.html`; byte-stable (sorted,
/// no timestamps, only paths relative to the report folder).
public struct Report: Codable, Equatable, Sendable {
    /// How many snapshots have each status.
    public var counts: ReportCounts
    /// Failed first, then new, removed and passed; by name within a status.
    public var snapshots: [ReportSnapshot]
    /// The C libraries of the machines that drew the run's pictures (`cairo 1.18.4; pango
    /// 1.56.3; harfbuzz 10.2.0; freetype 2.13.3`), each distinct set once, sorted; `nil` when
    /// unknown. No picture depends on them (references are the same files on every system),
    /// but a reader comparing runs of several machines may want them.
    public var libraries: [String]?

    /// Sorts `snapshots` and counts them; `libraries` are kept once each, sorted.
    public init(snapshots: [ReportSnapshot], libraries: [String]? = nil) {
        self.snapshots = snapshots.sorted { ($0.status.rank, $0.name) < ($1.status.rank, $1.name) }
        counts = ReportCounts(self.snapshots.map(\.status))
        // From downloaded manifests and shards: only short lines, for display.
        let kept = Set(
            (libraries ?? []).filter {
                !$0.isEmpty && $0.count <= Self.librariesLimit && !$0.contains("\n")
            })
        self.libraries = kept.isEmpty ? nil : kept.sorted()
    }

    /// The longest `libraries` line kept.
    static let librariesLimit = 200

    /// Failed, new and removed snapshots: the ones a reviewer has to look at.
    public var changed: [ReportSnapshot] { snapshots.filter { $0.status != .passed } }
}
