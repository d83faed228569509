import Foundation
import LayoutshotFiles

/// Merges the reports of a sharded run (`layoutshot check --shard i/n --report DIR` on each
/// runner) into one, as if one runner had checked every fixture. A fixture belongs to exactly
/// one shard, so every snapshot comes from one report; the exception is a removed snapshot (a
/// reference without fixture), which every shard sees and which is kept once.
public enum ReportMerge {
    /// A report read back from its folder.
    public struct Input: Sendable {
        /// The shard's report folder.
        public var folder: String
        /// The shard's `report.json`.
        public var report: Report
        /// The shard's `references.json`: where each snapshot's reference lives.
        public var references: ReportReferences.Map
    }

    /// The report folders in `paths`: each path is a report folder (it holds `report.json`)
    /// or a folder searched for them, e.g. the folder that downloaded every shard's artefact.
    /// Sorted by path, so the merge does not depend on the order of the arguments.
    public static func find(_ paths: [String]) throws(ReportError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                throw .cannotRead(
                    file: path,
                    reason: "no such folder; pass the report folders of the shards "
                        + "(written by layoutshot check --shard i/n --report DIR)")
            }
            let before = found.count
            try search(path, depth: 0, into: &found)
            if found.count == before {
                throw .cannotRead(
                    file: path,
                    reason: "holds no Layoutshot report (no report.json in it or in its "
                        + "subfolders); pass the report folders written by layoutshot check --report DIR"
                )
            }
        }
        var seen = Set<String>()
        return found.sorted().filter { seen.insert(standardized($0)).inserted }
    }

    /// Searches `folder` down to three levels; a subfolder that is a symbolic link out of
    /// `folder` is refused rather than followed.
    private static func search(_ folder: String, depth: Int, into found: inout [String])
        throws(ReportError)
    {
        if FileManager.default.fileExists(
            atPath: (folder as NSString).appendingPathComponent("report.json"))
        {
            found.append(folder)
            return
        }
        guard depth < 3, let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = (folder as NSString).appendingPathComponent(name)
            _ = try contain(
                name, in: folder, file: child, entry: "a folder searched for shard reports")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                try search(child, depth: depth + 1, into: &found)
            }
        }
    }

    /// Reads the report in `folder`, checked as untrusted input: its shape (fields, types,
    /// statuses) and every picture path in it, which must stay inside `folder`.
    public static func read(_ folder: String) throws(ReportError) -> Input {
        let file = (folder as NSString).appendingPathComponent("report.json")
        let contained = try contain("report.json", in: folder, file: file, entry: "the file itself")
        guard let data = FileManager.default.contents(atPath: contained.path) else {
            throw .cannotRead(file: file, reason: "no such file")
        }
        let report = try ReportSchema.decode(Report.self, from: data, file: file)
        for (index, snapshot) in report.snapshots.enumerated() {
            let images = snapshot.images
            let paths =
                [
                    ("reference", images.reference), ("actual", images.actual),
                    ("diff", images.diff),
                    ("composite", images.composite),
                ].compactMap { key, path in path.map { (key, $0) } }
                + images.crops.enumerated().map { ("crops[\($0.offset)]", $0.element) }
            for (key, path) in paths {
                _ = try contain(
                    path, in: folder, file: file,
                    entry: "snapshots[\(index)] (\(snapshot.name)) images.\(key)")
            }
        }
        return Input(folder: folder, report: report, references: try ReportReferences.read(folder))
    }

    /// `path` resolved inside `folder` (`ContainedPath`), or the refusal as a report error that
    /// names the file and the entry.
    public static func contain(_ path: String, in folder: String, file: String, entry: String)
        throws(ReportError)
        -> ContainedPath
    {
        do {
            return try ContainedPath(path, in: folder)
        } catch {
            throw .unsafePath(file: file, entry: entry, reason: error.description)
        }
    }

    /// The drafts of the merged report, each snapshot's pictures taken from its own report's
    /// folder, and the merged reference map. Throws when one snapshot (other than a removed
    /// one) is in two reports: they are not the shards of one run.
    public static func drafts(_ inputs: [Input]) throws(ReportError) -> (
        drafts: [ReportDraft], references: ReportReferences.Map
    ) {
        var owner: [String: (folder: String, status: ReportSnapshot.Status)] = [:]
        var drafts: [ReportDraft] = []
        var references: ReportReferences.Map = [:]
        for input in inputs {
            for snapshot in input.report.snapshots {
                if let previous = owner[snapshot.name] {
                    if previous.status == .removed && snapshot.status == .removed { continue }
                    throw .cannotRead(
                        file: (input.folder as NSString).appendingPathComponent("report.json"),
                        reason:
                            "the snapshot \(snapshot.name) is also in \(previous.folder); merge the reports of one sharded run "
                            + "(each fixture belongs to exactly one shard), not two runs or one shard twice"
                    )
                }
                owner[snapshot.name] = (input.folder, snapshot.status)
                var bare = snapshot
                bare.images = ReportImages()
                let draft = ReportDraft(snapshot: bare, files: [])
                drafts.append(
                    ReportDraft(snapshot: bare, files: try files(of: draft, in: input.folder)))
                if let reference = input.references[snapshot.name] {
                    references[snapshot.name] = reference
                }
            }
        }
        return (drafts, references)
    }

    /// The regular files of a snapshot's picture folder in a shard's report. The folder and
    /// each file must resolve inside the shard's folder: a symbolic link out of it is refused.
    static func files(of draft: ReportDraft, in folder: String) throws(ReportError) -> [ReportFile]
    {
        let file = (folder as NSString).appendingPathComponent("report.json")
        let entry = "snapshot \(draft.snapshot.name)"
        let pictures = try contain(draft.folder, in: folder, file: file, entry: entry)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: pictures.path) else {
            return []
        }
        var files: [ReportFile] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = try contain(draft.folder + "/" + name, in: folder, file: file, entry: entry)
                .path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                continue
            }
            files.append(ReportFile(name: name, source: .file(path)))
        }
        return files
    }

    /// An absolute path without `.`, `..` or a trailing slash, for comparing folders.
    public static func standardized(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
