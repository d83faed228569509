import LayoutshotDiff

/// One snapshot in a report: its status, the change in words and its pictures.
public struct ReportSnapshot: Codable, Equatable, Sendable {
    /// Where a snapshot stands after a run.
    public enum Status: String, Codable, CaseIterable, Sendable, StrictlyDecodable {
        /// The rendering differs from the reference (or could not be compared).
        case failed
        /// There is no reference yet.
        case new
        /// A reference whose fixture is gone.
        case removed
        /// The rendering matches the reference.
        case passed

        /// The order of the report: what needs a decision first.
        var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        /// `status`, in a decoding error.
        public static var noun: String { "status" }
    }

    /// A node and its part of the changed pixels (`ChangeAttribution.Share`).
    public struct Share: Codable, Equatable, Sendable {
        /// "`title`", or "`text` at root.children[1]".
        public var node: String
        /// The node's element type.
        public var type: String
        /// How many changed pixels the node painted.
        public var pixels: Int
        /// Whole percent of the changed pixels.
        public var percent: Int

        /// Creates a share from the node's name, its element type, its pixel count and its whole
        /// percent of the changed pixels.
        public init(node: String, type: String, pixels: Int, percent: Int) {
            self.node = node
            self.type = type
            self.pixels = pixels
            self.percent = percent
        }
    }

    /// Unique within a report and a relative path ("cards/card", "CellTests/testCell.1"): it
    /// names the snapshot's image folder.
    public var name: String
    /// The fixture (relative path) or the test that produced the snapshot.
    public var source: String
    /// Where the snapshot stands after the run: failed, new, removed or passed.
    public var status: Status
    /// `geometry`, `paint`, `text`, `renderer` or `error`; `nil` when nothing changed.
    public var kind: String?
    /// One line: `SnapshotComparison.summary` or why there is nothing to compare.
    public var summary: String
    /// Per-node layout changes ("`swatch` width 24 → 20").
    public var changes: [String]
    /// Which nodes painted the changed pixels, largest share first.
    public var attribution: [Share]
    /// Paths relative to the report folder; filled in by `ReportDraft.resolved`.
    public var images: ReportImages
    /// Layout lint findings (`check --lint`), shown as warnings; absent when lint did not run.
    public var lint: [String]?
    /// The changed nodes' explanations, reference beside actual; absent when the reference's
    /// sidecar kept no decisions.
    public var why: [ChangeSteps]?

    /// Creates a snapshot entry; `images` is usually left empty and filled in by
    /// `ReportDraft.resolved`.
    public init(
        name: String, source: String, status: Status, kind: String? = nil, summary: String,
        changes: [String] = [], attribution: [Share] = [], images: ReportImages = ReportImages()
    ) {
        self.name = name
        self.source = source
        self.status = status
        self.kind = kind
        self.summary = summary
        self.changes = changes
        self.attribution = attribution
        self.images = images
    }
}
