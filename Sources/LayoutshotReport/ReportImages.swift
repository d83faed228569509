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
        reference: String? = nil, actual: String? = nil, diff: String? = nil,
        composite: String? = nil,
        crops: [String] = []
    ) {
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.composite = composite
        self.crops = crops
    }
}

extension ReportImages {
    /// The pictures among `files` (a file name and its path), by the artefact names that
    /// `layoutshot check --artifacts` and `assertLayoutSnapshot` use: `reference`, `actual`,
    /// `diff` and `composite` as PNG (else SVG), and `crop-<n>.png` in the order of `n`.
    public init(files: [(name: String, path: String)]) {
        let paths = Dictionary(
            files.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        func path(_ stem: String) -> String? {
            ["png", "svg"].lazy.compactMap { paths["\(stem).\($0)"] }.first
        }
        let crops = files.compactMap { file -> (Int, String)? in
            guard file.name.hasPrefix("crop-"), file.name.hasSuffix(".png"),
                let number = Int(file.name.dropFirst(5).dropLast(4))
            else { return nil }
            return (number, file.path)
        }
        self.init(
            reference: path("reference"), actual: path("actual"), diff: path("diff"),
            composite: path("composite"),
            crops: crops.sorted { $0 < $1 }.map(\.1))
    }
}
