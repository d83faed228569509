import Foundation
import LayoutshotFiles

/// A report on disk: `index.html`, `report.json`, the pictures under `images/`, and a
/// `.layoutshot-report` marker that lets the next run replace it. A folder that holds other
/// files is refused, never emptied.
public enum ReportFolder {
    /// The file that marks a folder as a Layoutshot report.
    public static let marker = ".layoutshot-report"
    /// What a run replaces in a previous report; anything else in it is left alone.
    static let owned = ["images", "index.html", "report.json"]

    /// Throws when `folder` exists, is not empty and is not a previous report. Call it before
    /// a long run, so that a wrong path fails at once.
    public static func validate(_ folder: String) throws(ReportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return
        }
        guard isDirectory.boolValue else { throw .notAReport(folder: folder, entries: 1) }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .cannotRead(file: folder, reason: error.localizedDescription)
        }
        if !entries.isEmpty && !entries.contains(marker) {
            throw .notAReport(folder: folder, entries: entries.count)
        }
    }

    /// Writes the report of `drafts` into `folder` and returns its model; `libraries` are the C
    /// libraries of the machines that drew the pictures (`Report.libraries`).
    /// - Complexity: O(n log n) in the snapshots, plus copying their pictures.
    @discardableResult
    public static func write(
        _ drafts: [ReportDraft], to folder: String,
        libraries: [String]? = nil
    ) throws(ReportError) -> Report {
        // 1. Refuse a folder that is not ours.
        try validate(folder)
        // 2. Mark it first: a run interrupted from here on leaves a folder the next run may replace.
        try createFolder(folder)
        try save(
            Array("Layoutshot report; replaced by the next run.\n".utf8), to: path(folder, marker))
        // 3. Drop the previous report's files, so no stale picture lingers.
        for name in owned { try? FileManager.default.removeItem(atPath: path(folder, name)) }
        // 4. Copy the pictures.
        for draft in drafts { try copyFiles(of: draft, into: folder) }
        // 5. The model, then the page that shows it.
        let report = Report(snapshots: drafts.map(\.resolved), libraries: libraries)
        try save(ReportJSON.encode(report), to: path(folder, "report.json"))
        try save(Array(HTMLReport.render(report).utf8), to: path(folder, "index.html"))
        return report
    }

    static func copyFiles(of draft: ReportDraft, into folder: String) throws(ReportError) {
        let target = path(folder, draft.folder)
        try createFolder(target)
        for file in draft.files {
            // The name may come from a manifest: it must name a file in the snapshot's folder.
            let name = (file.name as NSString).lastPathComponent
            guard name != "..", name != "." else {
                throw .unsafePath(
                    file: folder, entry: "snapshot \(draft.snapshot.name)",
                    reason: "\(file.name) is not a file name")
            }
            let destination = try ReportMerge.contain(
                draft.folder + "/" + name, in: folder, file: folder,
                entry: "snapshot \(draft.snapshot.name)"
            ).path
            switch file.source {
            case .bytes(let bytes):
                // Plain writes: the folder was just emptied, and an fsync per picture made a
                // 1,000-snapshot report 3× slower.
                guard FileManager.default.createFile(atPath: destination, contents: Data(bytes))
                else {
                    throw .cannotWrite(file: destination, reason: "could not create the file")
                }
            case .file(let source):
                do {
                    try FileManager.default.copyItem(atPath: source, toPath: destination)
                } catch {
                    throw .cannotRead(file: source, reason: error.localizedDescription)
                }
            }
        }
    }

    /// Writes atomically, so a reader never sees half a file.
    public static func save(_ bytes: [UInt8], to file: String) throws(ReportError) {
        do {
            try AtomicFile.write(bytes, to: file)
        } catch FileError.cannotWrite(_, let reason) {
            throw .cannotWrite(file: file, reason: reason)
        } catch {
            throw .cannotWrite(file: file, reason: "\(error)")
        }
    }

    static func createFolder(_ folder: String) throws(ReportError) {
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(file: folder, reason: error.localizedDescription)
        }
    }

    static func path(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
