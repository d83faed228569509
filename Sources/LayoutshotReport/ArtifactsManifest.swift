import Foundation
import LayoutshotFiles

/// The `manifest.json` that failing `assertLayoutSnapshot` calls write into their artefacts
/// folder (`SnapshotArtifacts`), read back as report drafts. Its shape is declared here again
/// because the testing library sits above this target.
public struct ArtifactsManifest: Decodable, Sendable {
    /// One failure: `files` are relative to the artefacts folder, `<TestFile>/<identifier>/<name>`.
    public struct Entry: Decodable, Sendable {
        /// The failing test's name.
        public var test: String
        /// The snapshot's identifier, `<test name>.<n or name>` (`testCell.1`).
        public var snapshot: String
        /// The reference file: relative to the package root when it is inside the package, else
        /// absolute.
        public var reference: String
        /// The kind of change (`geometry`, `paint`, `text`, `renderer`), as `SnapshotComparison.Kind`
        /// names it.
        public var kind: String
        /// One line: what changed (`SnapshotComparison.summary`).
        public var summary: String
        /// The failure's pictures, relative to the artefacts folder.
        public var files: [String]
    }

    /// The failures, sorted by test and snapshot; a failure recorded again replaces its old entry.
    public var failures: [Entry]

    /// Reads `<folder>/manifest.json`, checked as untrusted input: its shape, and every file
    /// inside `folder` (`ContainedPath`). References are checked by `approve`, the only
    /// reader that writes them: relative to the package root, inside it.
    public static func read(_ folder: String) throws(ReportError) -> ArtifactsManifest {
        let file = (folder as NSString).appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: file) else { throw .badManifest(file: file, reason: "no such file") }
        let contained = try ReportMerge.contain("manifest.json", in: folder, file: file, entry: "the file itself")
        guard let data = FileManager.default.contents(atPath: contained.path) else {
            throw .badManifest(file: file, reason: "not a readable file")
        }
        let manifest = try ReportSchema.decode(ArtifactsManifest.self, from: data, file: file)
        for (index, entry) in manifest.failures.enumerated() {
            for (number, path) in entry.files.enumerated() {
                _ = try ReportMerge.contain(path, in: folder, file: file, entry: "failures[\(index)] (\(entry.test)) files[\(number)]")
            }
        }
        return manifest
    }

    /// One draft per failure, its files taken from `folder`. A failure whose files hold no
    /// reference is a new snapshot; the reference's path is left out of the report.
    public func drafts(in folder: String) throws(ReportError) -> [ReportDraft] {
        let file = (folder as NSString).appendingPathComponent("manifest.json")
        var drafts: [ReportDraft] = []
        for (index, entry) in failures.enumerated() {
            var files: [ReportFile] = []
            for (number, path) in entry.files.enumerated() {
                let contained = try ReportMerge.contain(path, in: folder, file: file,
                                                        entry: "failures[\(index)] (\(entry.test)) files[\(number)]")
                files.append(ReportFile(name: (contained.relative as NSString).lastPathComponent, source: .file(contained.path)))
            }
            let names = Set(files.map(\.name))
            let isNew = !names.contains { $0.hasPrefix("reference.") }
            // A file outside any `<TestFile>/<identifier>/` folder leaves the snapshot's own name.
            let name = entry.files.first.map(ContainedPath.folder(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? entry.snapshot
            let changesFile = try? ContainedPath(name + "/layout-changes.txt", in: folder)
            let changes = changesFile.flatMap { try? String(contentsOfFile: $0.path, encoding: .utf8) }?
                .split(separator: "\n").map(String.init) ?? []
            let snapshot = ReportSnapshot(name: name, source: entry.test, status: isNew ? .new : .failed,
                                          kind: isNew ? nil : entry.kind, summary: entry.summary, changes: changes)
            drafts.append(ReportDraft(snapshot: snapshot, files: files))
        }
        return drafts
    }
}
