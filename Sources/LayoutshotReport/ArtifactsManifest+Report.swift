import Foundation
import LayoutshotDiff
import LayoutshotFiles

/// An artefacts folder's `manifest.json` read back as report drafts: by `layoutshot report`, and
/// by `layoutshot approve`, which reads it as untrusted input (a folder downloaded from CI).
extension ArtifactsManifest {
    /// Reads `<folder>/manifest.json`, checked as untrusted input: its shape, and every file
    /// inside `folder` (`ContainedPath`). References are checked by `approve`, the only
    /// reader that writes them: relative to the package root, inside it.
    public static func read(_ folder: String) throws(ReportError) -> ArtifactsManifest {
        let file = (folder as NSString).appendingPathComponent(Self.fileName)
        guard FileManager.default.fileExists(atPath: file) else {
            throw .badManifest(file: file, reason: "no such file")
        }
        let contained = try ReportMerge.contain(
            fileName, in: folder, file: file, entry: "the file itself")
        guard let data = FileManager.default.contents(atPath: contained.path) else {
            throw .badManifest(file: file, reason: "not a readable file")
        }
        let manifest = try ReportSchema.decode(ArtifactsManifest.self, from: data, file: file)
        for (index, entry) in manifest.failures.enumerated() {
            for (number, path) in entry.files.enumerated() {
                _ = try ReportMerge.contain(
                    path, in: folder, file: file,
                    entry: "failures[\(index)] (\(entry.test)) files[\(number)]")
            }
        }
        return manifest
    }

    /// One draft per failure, its files taken from `folder`. A failure whose files hold no
    /// reference is a new snapshot; the reference's path is left out of the report.
    public func drafts(in folder: String) throws(ReportError) -> [ReportDraft] {
        let file = (folder as NSString).appendingPathComponent(Self.fileName)
        var drafts: [ReportDraft] = []
        for (index, entry) in failures.enumerated() {
            var files: [ReportFile] = []
            for (number, path) in entry.files.enumerated() {
                let contained = try ReportMerge.contain(
                    path, in: folder, file: file,
                    entry: "failures[\(index)] (\(entry.test)) files[\(number)]")
                files.append(
                    ReportFile(
                        name: (contained.relative as NSString).lastPathComponent,
                        source: .file(contained.path)))
            }
            let names = Set(files.map(\.name))
            let isNew = !names.contains { $0.hasPrefix("reference.") }
            // A file outside any `<TestFile>/<identifier>/` folder leaves the snapshot's own name.
            let name =
                entry.files.first.map(ContainedPath.folder(of:)).flatMap { $0.isEmpty ? nil : $0 }
                ?? entry.snapshot
            let changesFile = try? ContainedPath(name + "/layout-changes.txt", in: folder)
            let changes =
                changesFile.flatMap { try? String(contentsOfFile: $0.path, encoding: .utf8) }?
                .split(separator: "\n").map(String.init) ?? []
            var snapshot = ReportSnapshot(
                name: name, source: entry.test, status: isNew ? .new : .failed,
                kind: isNew ? nil : entry.kind.rawValue, summary: entry.summary, changes: changes)
            snapshot.why = Self.why(files)
            drafts.append(ReportDraft(snapshot: snapshot, files: files))
        }
        return drafts
    }

    /// The changed nodes' explanations, reference beside actual, from the two sidecars a failure
    /// leaves (`reference.layout.json`, `actual.layout.json`) when both kept their decisions;
    /// a sidecar that does not read leaves the report without them.
    static func why(_ files: [ReportFile]) -> [ChangeSteps]? {
        func document(_ name: String) -> LayoutDocument? {
            guard case .file(let path)? = files.first(where: { $0.name == name })?.source,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return try? LayoutDocument.read([UInt8](data), file: name)
        }
        guard let reference = document("reference.layout.json"),
            let actual = document("actual.layout.json"),
            let before = reference.decisions, let after = actual.decisions
        else { return nil }
        let changes = StructuralDiff.changes(
            from: reference.root, to: actual.root, decisions: (before, after))
        let tables = ChangeSteps.tables(for: changes, reference: before, actual: after)
        return tables.isEmpty ? nil : tables
    }
}
