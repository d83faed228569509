/// A snapshot's pictures as paths relative to the report folder; `nil` when the run has none
/// (a new snapshot has no reference, a size change has no diff).
public struct ReportImages: Codable, Equatable, Sendable {
    /// The reference picture.
    public var reference: String?
    /// The picture this run rendered.
    public var actual: String?
    /// pixelmatch's picture: the faded reference with the changed pixels in red.
    public var diff: String?
    /// Reference | diff | actual in one picture.
    public var composite: String?
    /// Enlarged reference | diff | actual of each changed region, largest first.
    public var crops: [String]

    /// Creates the picture paths; each `nil` (or empty) when the run has no such picture.
    public init(
        reference: String? = nil, actual: String? = nil, diff: String? = nil, composite: String? = nil,
        crops: [String] = []
    ) {
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.composite = composite
        self.crops = crops
    }
}
