/// The number of snapshots per status, for the report's header and the summary's title.
public struct ReportCounts: Codable, Equatable, Sendable {
    /// Snapshots that differ from their reference (or could not be compared).
    public var failed = 0
    /// Snapshots without a reference yet.
    public var new = 0
    /// References whose fixture is gone.
    public var removed = 0
    /// Snapshots that match their reference.
    public var passed = 0

    /// Counts `statuses`.
    public init(_ statuses: [ReportSnapshot.Status]) {
        for status in statuses { self[keyPath: Self.member(counting: status)] += 1 }
    }

    /// Every snapshot.
    public var total: Int { failed + new + removed + passed }

    /// The count of one status.
    public subscript(status: ReportSnapshot.Status) -> Int {
        self[keyPath: Self.member(counting: status)]
    }

    /// The member that counts `status`.
    private static func member(counting status: ReportSnapshot.Status) -> WritableKeyPath<Self, Int>
    {
        switch status {
        case .failed: \.failed
        case .new: \.new
        case .removed: \.removed
        case .passed: \.passed
        }
    }
}
