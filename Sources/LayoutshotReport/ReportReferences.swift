import Foundation
import LayoutshotFiles

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
        // Encoding a dictionary of strings cannot fail.
        let bytes = (try? AtomicFile.json(map)) ?? Array("{}\n".utf8)
        try ReportFolder.save(bytes, to: (folder as NSString).appendingPathComponent(file))
    }

    /// The map of the report in `folder`; empty when it has none (a report made from a test
    /// run's artefacts, or by an older Layoutshot). Every reference must be a relative path
    /// that does not climb out of the folder `approve` runs in (`ContainedPath.normalized`);
    /// `approve` checks it against that folder's symbolic links when it writes.
    public static func read(_ folder: String) throws(ReportError) -> Map {
        let path = (folder as NSString).appendingPathComponent(file)
        guard
            FileManager.default.fileExists(atPath: path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        else { return [:] }
        let contained = try ReportMerge.contain(
            file, in: folder, file: path, entry: "the file itself")
        guard let data = FileManager.default.contents(atPath: contained.path) else {
            throw .cannotRead(file: path, reason: "not a readable file")
        }
        let map = try ReportSchema.decode(Map.self, from: data, file: path)
        for (name, reference) in map.sorted(by: { $0.key < $1.key }) {
            do {
                _ = try ContainedPath.normalized(reference)
            } catch {
                throw .unsafePath(file: path, entry: "\"\(name)\"", reason: error.description)
            }
        }
        return map
    }
}
