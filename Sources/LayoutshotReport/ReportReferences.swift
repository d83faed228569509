import Foundation

/// `references.json` in a report folder: where each snapshot's reference lives (the path
/// without extension, relative to the folder the run started in), so that
/// `layoutshot approve --from REPORT` writes exactly where `layoutshot record` would, with or
/// without `--references`. Byte-stable: sorted keys, a final newline.
public enum ReportReferences {
    /// The file name inside the report folder.
    public static let file = "references.json"

    /// Snapshot name → reference path without extension ("cards/card" → "refs/cards/card").
    public typealias Map = [String: String]

    /// Writes `map` into `folder` (atomically).
    public static func write(_ map: Map, to folder: String) throws(ReportError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(map)) ?? Data("{}".utf8)
        try ReportFolder.save(Array(data) + Array("\n".utf8), to: (folder as NSString).appendingPathComponent(file))
    }

    /// The map of the report in `folder`; empty when it has none (a report made from a test
    /// run's artefacts, or by an older Layoutshot).
    public static func read(_ folder: String) throws(ReportError) -> Map {
        let path = (folder as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        do {
            return try JSONDecoder().decode(Map.self, from: data)
        } catch {
            throw .cannotRead(file: path, reason: "not a map of snapshot names to reference paths (\(error))")
        }
    }
}
