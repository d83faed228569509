import Foundation
import LayoutshotCore
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotReport
import LayoutshotText

/// What `layoutshot approve` can accept from a run: the snapshots of a `layoutshot check
/// --report` folder or of an artefacts folder (`manifest.json`, of a test run or of `check
/// --artifacts`), each with its
/// actual picture (and layout sidecar) and the reference it replaces.
struct ApproveCandidate {
    /// The name the report shows ("cards/card", "CellTests/testCell.1").
    var name: String
    /// Other names that select it: the fixture path, the test name, the reference path.
    var aliases: [String]
    /// Why it cannot be approved (no actual picture); `nil` when it can.
    var unavailable: String?
    /// The actual files, inside the run's folder, and where each goes, inside the snapshot
    /// root: the picture first, then its layout sidecar.
    var copies: [(from: ContainedPath, to: ContainedPath)]
    /// The fixture that produced it, when it is known and exists here (for its `fonts:`).
    var fixture: String?

    func matches(_ query: String) -> Bool {
        let query = Self.normalized(query)
        return ([name] + aliases).contains { Self.normalized($0) == query }
    }

    static func normalized(_ text: String) -> String {
        var text = StatusPath.display(text)
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}

enum ApproveSource {
    /// The approvable snapshots in `folder`: failed and new ones (passed and removed ones have
    /// nothing to approve). Every path the run's files name is checked first, for every
    /// snapshot (`ContainedPath`): one that is absolute or leads outside its folder refuses
    /// the whole run, before anything is read from it or written.
    static func candidates(in folder: String) throws -> [ApproveCandidate] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw CommandError(
                "--from \(folder): no such folder. Pass the report folder of "
                    + "`layoutshot check --report DIR` or an artefacts folder (it holds manifest.json)."
            )
        }
        let has = { (name: String) in
            FileManager.default.fileExists(
                atPath: (folder as NSString).appendingPathComponent(name))
        }
        if has("report.json") { return try reportCandidates(folder) }
        if has(ArtifactsManifest.fileName) { return try manifestCandidates(folder) }
        throw CommandError(
            "--from \(folder) holds neither report.json (a report of "
                + "`layoutshot check --report DIR`) nor manifest.json (an artefacts folder); nothing was approved."
        )
    }

    /// A report's snapshots: actual pictures inside the report folder, references (from
    /// `references.json`, else the fixture's path) inside the working directory, where the
    /// check ran.
    private static func reportCandidates(_ folder: String) throws(ReportError) -> [ApproveCandidate]
    {
        let input = try ReportMerge.read(folder)
        let reportFile = (folder as NSString).appendingPathComponent("report.json")
        let referencesFile = (folder as NSString).appendingPathComponent(ReportReferences.file)
        var candidates: [ApproveCandidate] = []
        for snapshot in input.report.snapshots
        where snapshot.status == .failed || snapshot.status == .new {
            let recorded = input.references[snapshot.name]
            let base = recorded ?? (snapshot.source as NSString).deletingPathExtension
            let fixture = (try? ContainedPath(snapshot.source, in: ".")).flatMap {
                FileManager.default.fileExists(atPath: $0.path) ? $0.path : nil
            }
            var candidate = ApproveCandidate(
                name: snapshot.name, aliases: [snapshot.source, base, base + ".png"],
                unavailable: nil,
                copies: [], fixture: fixture)
            guard let actual = snapshot.images.actual, actual.hasSuffix(".png") else {
                candidate.unavailable = "the run has no actual picture of it (\(snapshot.summary))"
                candidates.append(candidate)
                continue
            }
            let entry = "snapshot \(snapshot.name)"
            let picture = try ReportMerge.contain(
                actual, in: folder, file: reportFile, entry: entry + " images.actual")
            let reference = try ReportMerge.contain(
                base + ".png", in: ".", file: recorded == nil ? reportFile : referencesFile,
                entry: recorded == nil ? entry + " source" : "\"\(snapshot.name)\"")
            candidate.copies = [(picture, reference)]
            let sidecar = (ContainedPath.folder(of: picture.relative) as NSString)
                .appendingPathComponent(
                    "actual.layout.json")
            if FileManager.default.fileExists(
                atPath: (folder as NSString).appendingPathComponent(sidecar))
            {
                let from = try ReportMerge.contain(
                    sidecar, in: folder, file: reportFile, entry: entry + " layout sidecar")
                let to = try ReportMerge.contain(
                    base + ".layout.json", in: ".",
                    file: recorded == nil ? reportFile : referencesFile,
                    entry: recorded == nil ? entry + " source" : "\"\(snapshot.name)\"")
                candidate.copies.append((from, to))
            }
            candidates.append(candidate)
        }
        return candidates
    }

    /// An artefacts folder's failures (of a test run or of `check --artifacts`): actual files
    /// inside the artefacts folder, references (recorded relative to the package root) inside
    /// the package that holds the working directory, so a folder downloaded from CI approves
    /// into this checkout.
    private static func manifestCandidates(_ folder: String) throws(ReportError)
        -> [ApproveCandidate]
    {
        let file = (folder as NSString).appendingPathComponent(ArtifactsManifest.fileName)
        let root = ContainedPath.packageRoot(of: ".")
        var candidates: [ApproveCandidate] = []
        for (index, entry) in try ArtifactsManifest.read(folder).failures.enumerated() {
            let name =
                entry.files.first.map(ContainedPath.folder(of:)).flatMap { $0.isEmpty ? nil : $0 }
                ?? entry.snapshot
            let label = "failures[\(index)] (\(entry.test))"
            let reference = try ReportMerge.contain(
                entry.reference, in: root, file: file,
                entry: label + " reference (relative to the package root"
                    + (root == "." ? ", the working directory)" : " \(root))"))
            var candidate = ApproveCandidate(
                name: name,
                aliases: [entry.test, entry.snapshot, entry.reference, reference.description],
                unavailable: nil, copies: [], fixture: nil)
            // The reference is <identifier>.<ext>; the actual is actual.<ext> beside the others.
            let referenceName = (entry.reference as NSString).lastPathComponent
            let ext =
                referenceName.hasPrefix(entry.snapshot + ".")
                ? String(referenceName.dropFirst(entry.snapshot.count + 1))
                : (referenceName as NSString).pathExtension
            let files = Dictionary(
                entry.files.map { (($0 as NSString).lastPathComponent, $0) },
                uniquingKeysWith: { first, _ in first })
            guard let actual = files["actual.\(ext)"] else {
                candidate.unavailable = "its artefacts hold no actual.\(ext)"
                candidates.append(candidate)
                continue
            }
            candidate.copies = [
                (
                    try ReportMerge.contain(
                        actual, in: folder, file: file, entry: label + " files"), reference
                )
            ]
            if ext == "png", let sidecar = files["actual.layout.json"] {
                candidate.copies.append(
                    (
                        try ReportMerge.contain(
                            sidecar, in: folder, file: file, entry: label + " files"),
                        try ReportMerge.contain(
                            String(reference.relative.dropLast(4)) + ".layout.json", in: root,
                            file: file, entry: label + " reference")
                    ))
            }
            candidates.append(candidate)
        }
        return candidates
    }
}

/// The renderer fingerprint (`RendererFingerprint.description`) as its parts, to compare two
/// of them field by field and say which differ.
struct FingerprintParts: Equatable {
    var fields: [(key: String, value: String)]

    init(_ description: String) {
        fields = description.split(separator: ";").compactMap { part in
            let trimmed = part.trimmingSpaces()
            guard let space = trimmed.firstIndex(of: " ") else {
                return trimmed.isEmpty ? nil : (trimmed, "")
            }
            return (String(trimmed[..<space]), String(trimmed[trimmed.index(after: space)...]))
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.differences(from: rhs).isEmpty }

    /// "fonts 13:… here 12:…", one per field that differs, the scale left out (it is the
    /// fixture's, not the machine's).
    func differences(from local: FingerprintParts) -> [String] {
        let mine = Dictionary(
            fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(
            local.fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let keys = (fields.map(\.key) + local.fields.map(\.key)).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        // The library versions of glyphs without outlines count only for a picture that has such
        // glyphs: the local fingerprint cannot know whether a picture it did not draw has any.
        return keys.filter {
            $0 != "scale" && !($0 == "glyphs" && mine[$0] == nil) && mine[$0] != theirs[$0]
        }.map {
            key in
            "\(key) \(mine[key] ?? "(none)") here \(theirs[key] ?? "(none)")"
        }
    }
}

extension CheckCommand {
    /// `references.json` in the report: where each snapshot's reference is, for `approve`.
    static func writeReferenceMap(_ checks: [FixtureCheck], to report: String) throws {
        var map: ReportReferences.Map = [:]
        for check in checks {
            map[check.reportName] =
                (relative(check.reference.path) as NSString).deletingPathExtension
        }
        try ReportReferences.write(map, to: report)
    }
}
