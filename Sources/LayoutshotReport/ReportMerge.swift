import Foundation

/// Merges the reports of a sharded run (`layoutshot check --shard i/n --report DIR` on each
/// runner) into one, as if one runner had checked every fixture. A fixture belongs to exactly
/// one shard, so every snapshot comes from one report; the exception is a removed snapshot (a
/// reference without fixture), which every shard sees and which is kept once.
public enum ReportMerge {
    /// A report read back from its folder.
    public struct Input: Sendable {
        public var folder: String
        public var report: Report
        public var references: ReportReferences.Map
    }

    /// The report folders in `paths`: each path is a report folder (it holds `report.json`)
    /// or a folder searched for them, e.g. the folder that downloaded every shard's artefact.
    /// Sorted by path, so the merge does not depend on the order of the arguments.
    public static func find(_ paths: [String]) throws(ReportError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .cannotRead(file: path, reason: "no such folder; pass the report folders of the shards "
                    + "(written by layoutshot check --shard i/n --report DIR)")
            }
            let before = found.count
            search(path, depth: 0, into: &found)
            if found.count == before {
                throw .cannotRead(file: path, reason: "holds no Layoutshot report (no report.json in it or in its "
                    + "subfolders); pass the report folders written by layoutshot check --report DIR")
            }
        }
        var seen = Set<String>()
        return found.sorted().filter { seen.insert(standardized($0)).inserted }
    }

    private static func search(_ folder: String, depth: Int, into found: inout [String]) {
        if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("report.json")) {
            found.append(folder)
            return
        }
        guard depth < 3, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue {
                search(child, depth: depth + 1, into: &found)
            }
        }
    }

    /// Reads the report in `folder`.
    public static func read(_ folder: String) throws(ReportError) -> Input {
        let file = (folder as NSString).appendingPathComponent("report.json")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .cannotRead(file: file, reason: "no such file")
        }
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: data)
        } catch {
            throw .cannotRead(file: file, reason: "not a Layoutshot report.json (\(error))")
        }
        return Input(folder: folder, report: report, references: try ReportReferences.read(folder))
    }

    /// The drafts of the merged report, each snapshot's pictures taken from its own report's
    /// folder, and the merged reference map. Throws when one snapshot (other than a removed
    /// one) is in two reports: they are not the shards of one run.
    public static func drafts(_ inputs: [Input]) throws(ReportError) -> (drafts: [ReportDraft], references: ReportReferences.Map) {
        var owner: [String: (folder: String, status: ReportSnapshot.Status)] = [:]
        var drafts: [ReportDraft] = []
        var references: ReportReferences.Map = [:]
        for input in inputs {
            for snapshot in input.report.snapshots {
                if let previous = owner[snapshot.name] {
                    if previous.status == .removed && snapshot.status == .removed { continue }
                    throw .cannotRead(file: (input.folder as NSString).appendingPathComponent("report.json"), reason:
                        "the snapshot \(snapshot.name) is also in \(previous.folder); merge the reports of one sharded run "
                        + "(each fixture belongs to exactly one shard), not two runs or one shard twice")
                }
                owner[snapshot.name] = (input.folder, snapshot.status)
                var bare = snapshot
                bare.images = ReportImages()
                let draft = ReportDraft(snapshot: bare, files: [])
                drafts.append(ReportDraft(snapshot: bare, files: files(of: draft, in: input.folder)))
                if let reference = input.references[snapshot.name] { references[snapshot.name] = reference }
            }
        }
        return (drafts, references)
    }

    /// The regular files of a snapshot's picture folder in a shard's report.
    static func files(of draft: ReportDraft, in folder: String) -> [ReportFile] {
        let pictures = (folder as NSString).appendingPathComponent(draft.folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: pictures) else { return [] }
        return names.sorted().compactMap { name in
            let path = (pictures as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { return nil }
            return ReportFile(name: name, source: .file(path))
        }
    }

    /// An absolute path without `.`, `..` or a trailing slash, for comparing folders.
    public static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
