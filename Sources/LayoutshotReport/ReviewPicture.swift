/// One picture of a run under review: where it is in the run's folder and where `layoutshot
/// publish` puts it, so that a comment links `<images URL>/<published>`.
public struct ReviewPicture: Equatable, Sendable {
    /// What the picture shows.
    public enum Role: Equatable, Sendable {
        /// The enlarged reference | diff | actual of the n-th changed region (1-based).
        case crop(Int)
        /// The reference picture.
        case reference
        /// The picture the run rendered.
        case actual
        /// The changed pixels in red over the faded reference.
        case diff
    }

    /// What the picture shows.
    public var role: Role
    /// The path inside the run's folder, as its `report.json` or `manifest.json` names it.
    public var path: String

    /// Creates the picture at `path` (relative to the run's folder).
    public init(role: Role, path: String) {
        self.role = role
        self.path = path
    }

    /// The path under the published folder: ``path`` with each component reduced to letters,
    /// digits, `-`, `_` and `.` (`ReportDraft.safePath`), so that no name from a pull request
    /// leaves the folder, hides as a dot file or needs quoting in a URL beyond letters.
    public var published: String { ReportDraft.safePath(path) }
}
