import Foundation

/// The `manifest.json` that failing `assertLayoutSnapshot` calls write into their artefacts
/// folder (`SnapshotArtifacts`), read back as report drafts. Its shape is declared here again
/// because the testing library sits above this target.
public struct ArtifactsManifest: Decodable, Sendable {
    /// One failure: `files` are relative to the artefacts folder, `<TestFile>/<identifier>/<name>`.
    public struct Entry: Decodable, Sendable {
        public var test: String
        public var snapshot: String
        public var reference: String
        public var kind: String
        public var summary: String
        public var files: [String]
    }

    public var failures: [Entry]

    /// Reads `<folder>/manifest.json`.
    public static func read(_ folder: String) throws(ReportError) -> ArtifactsManifest {
        let file = (folder as NSString).appendingPathComponent("manifest.json")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .badManifest(file: file, reason: "no such file")
        }
        do {
            return try JSONDecoder().decode(ArtifactsManifest.self, from: data)
        } catch {
            throw .badManifest(file: file, reason: "\(error)")
        }
    }

    /// One draft per failure, its files taken from `folder`. A failure whose files hold no
    /// reference is a new snapshot; the reference's absolute path is left out of the report.
    public func drafts(in folder: String) -> [ReportDraft] {
        failures.map { entry in
            let files = entry.files.map { relative in
                ReportFile(name: (relative as NSString).lastPathComponent,
                           source: .file((folder as NSString).appendingPathComponent(relative)))
            }
            let names = Set(files.map(\.name))
            let isNew = !names.contains { $0.hasPrefix("reference.") }
            let name = entry.files.first.map { ($0 as NSString).deletingLastPathComponent } ?? entry.snapshot
            let changesFile = (folder as NSString).appendingPathComponent(name + "/layout-changes.txt")
            let changes = (try? String(contentsOfFile: changesFile, encoding: .utf8))?
                .split(separator: "\n").map(String.init) ?? []
            let snapshot = ReportSnapshot(name: name, source: entry.test, status: isNew ? .new : .failed,
                                          kind: isNew ? nil : entry.kind, summary: entry.summary, changes: changes)
            return ReportDraft(snapshot: snapshot, files: files)
        }
    }
}
