import LayoutshotCore
import LayoutshotDiff

/// How a rendering differs from its reference: in words, by kind, node by node, and as the
/// files a reviewer looks at (reference, actual, diff, composite, crops, layout changes).
public struct SnapshotMismatch {
    /// One line: "geometry: `title` width 180 → 176; 1204 pixels differ (0.84 %)".
    public var summary: String
    /// `geometry`, `paint`, `renderer` or `text` (pictures); `text` for SVG and layout text.
    public var kind: SnapshotComparison.Kind
    /// The structural changes, each with its cause when the reference kept its decisions.
    public var changes: [NodeChange]
    /// The artefacts by what they hold, in a reviewer's order; the folder names them (``SnapshotArtifacts/File``).
    public var files: [(file: SnapshotArtifacts.File, bytes: [UInt8])]
    /// The pictures' comparison, for the review report.
    public var comparison: SnapshotComparison?

    /// A mismatch: what a format's comparison returns when a rendering differs from its reference.
    public init(
        summary: String, kind: SnapshotComparison.Kind, changes: [NodeChange] = [],
        files: [(file: SnapshotArtifacts.File, bytes: [UInt8])],
        comparison: SnapshotComparison? = nil
    ) {
        self.summary = summary
        self.kind = kind
        self.changes = changes
        self.files = files
        self.comparison = comparison
    }
}

extension SnapshotMismatch {
    /// The layout changes as a failure's message lists them below its summary: each with its
    /// cause when the reference kept its decisions, indented, at most `limit` and then how many
    /// more.
    ///
    /// ```
    ///         `title` width 224.5 → 172: `row` decides otherwise (stack.shrink, was stack.noFlex): …
    /// ```
    public static func changeLines(_ changes: [some CustomStringConvertible], limit: Int = 5)
        -> [String]
    {
        var lines = changes.prefix(limit).map { "        \($0)" }
        if changes.count > limit { lines.append("        and \(changes.count - limit) more") }
        return lines
    }
}
