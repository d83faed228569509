import Foundation
import LayoutshotFixtures
import LayoutshotReport
import LayoutshotRender
import LayoutshotText

/// What `layoutshot approve` can accept from a run: the snapshots of a `layoutshot check
/// --report` folder or of a testing-library artefacts folder (`manifest.json`), each with its
/// actual picture (and layout sidecar) and the reference it replaces.
struct ApproveCandidate {
    /// The name the report shows ("cards/card", "CellTests/testCell.1").
    var name: String
    /// Other names that select it: the fixture path, the test name, the reference path.
    var aliases: [String]
    /// Why it cannot be approved (no actual picture); `nil` when it can.
    var unavailable: String?
    /// The actual files and where each goes: the picture first, then its layout sidecar.
    var copies: [(from: String, to: String)]
    /// The fixture that produced it, when it is known and exists here (for its `fonts:`).
    var fixture: String?

    func matches(_ query: String) -> Bool {
        let query = Self.normalized(query)
        return ([name] + aliases).contains { Self.normalized($0) == query }
    }

    static func normalized(_ text: String) -> String {
        var text = text
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}

enum ApproveSource {
    /// The approvable snapshots in `folder`: failed and new ones (passed and removed ones have
    /// nothing to approve).
    static func candidates(in folder: String) throws -> [ApproveCandidate] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExitStatus(code: ExitStatus.badInput, message: "error: --from \(folder): no such folder. Pass the report folder of "
                + "`layoutshot check --report DIR` or a test run's artefacts folder (it holds manifest.json).")
        }
        let has = { (name: String) in FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name)) }
        do {
            if has("report.json") { return try reportCandidates(folder) }
            if has("manifest.json") { return try manifestCandidates(folder) }
        } catch let error as ReportError {
            throw ExitStatus(code: ExitStatus.badInput, message: "error: \(error)")
        }
        throw ExitStatus(code: ExitStatus.badInput, message: "error: --from \(folder) holds neither report.json (a report of "
            + "`layoutshot check --report DIR`) nor manifest.json (a test run's artefacts); nothing was approved.")
    }

    private static func reportCandidates(_ folder: String) throws -> [ApproveCandidate] {
        let input = try ReportMerge.read(folder)
        return input.report.snapshots.filter { $0.status == .failed || $0.status == .new }.map { snapshot in
            let base = input.references[snapshot.name] ?? (snapshot.source as NSString).deletingPathExtension
            var candidate = ApproveCandidate(name: snapshot.name, aliases: [snapshot.source, base, base + ".png"], unavailable: nil,
                                             copies: [], fixture: FileManager.default.fileExists(atPath: snapshot.source) ? snapshot.source : nil)
            guard let actual = snapshot.images.actual, actual.hasSuffix(".png") else {
                candidate.unavailable = "the run has no actual picture of it (\(snapshot.summary))"
                return candidate
            }
            let picture = (folder as NSString).appendingPathComponent(actual)
            candidate.copies = [(picture, base + ".png")]
            let sidecar = ((picture as NSString).deletingLastPathComponent as NSString).appendingPathComponent("actual.layout.json")
            if FileManager.default.fileExists(atPath: sidecar) { candidate.copies.append((sidecar, base + ".layout.json")) }
            return candidate
        }
    }

    private static func manifestCandidates(_ folder: String) throws -> [ApproveCandidate] {
        try ArtifactsManifest.read(folder).failures.map { entry in
            let name = entry.files.first.map { ($0 as NSString).deletingLastPathComponent } ?? entry.snapshot
            var candidate = ApproveCandidate(name: name, aliases: [entry.test, entry.snapshot, entry.reference], unavailable: nil,
                                             copies: [], fixture: nil)
            // The reference is <identifier>.<ext>; the actual is actual.<ext> beside the others.
            let referenceName = (entry.reference as NSString).lastPathComponent
            let ext = referenceName.hasPrefix(entry.snapshot + ".") ? String(referenceName.dropFirst(entry.snapshot.count + 1))
                : (referenceName as NSString).pathExtension
            let files = Dictionary(entry.files.map { (($0 as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
            guard let actual = files["actual.\(ext)"] else {
                candidate.unavailable = "its artefacts hold no actual.\(ext)"
                return candidate
            }
            guard let reference = localReference(entry.reference) else {
                candidate.unavailable = "cannot tell where \(entry.reference) is in this checkout; run approve from the "
                    + "repository's root folder"
                return candidate
            }
            candidate.aliases.append(reference)
            candidate.copies = [((folder as NSString).appendingPathComponent(actual), reference)]
            if ext == "png", let sidecar = files["actual.layout.json"] {
                candidate.copies.append(((folder as NSString).appendingPathComponent(sidecar),
                                         String(reference.dropLast(4)) + ".layout.json"))
            }
            return candidate
        }
    }

    /// A reference path recorded on another machine (a CI runner's checkout), found in this
    /// one: the path itself when its folder exists here, else its longest tail that exists
    /// here as a file, else its longest tail whose folder exists.
    static func localReference(_ path: String) -> String? {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if manager.fileExists(atPath: path) || (!folder.isEmpty && manager.fileExists(atPath: folder)) { return path }
        let parts = path.split(separator: "/").map(String.init)
        let tails = (1 ..< max(1, parts.count)).map { parts[$0...].joined(separator: "/") }
        if let existing = tails.first(where: { manager.fileExists(atPath: $0) }) { return existing }
        return tails.first { tail in
            let parent = (tail as NSString).deletingLastPathComponent
            return !parent.isEmpty && manager.fileExists(atPath: parent)
        }
    }
}

/// The renderer fingerprint (`RendererFingerprint.description`) as its parts, to compare two
/// of them field by field and say which differ.
struct FingerprintParts: Equatable {
    var fields: [(key: String, value: String)]

    init(_ description: String) {
        fields = description.split(separator: ";").compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let space = trimmed.firstIndex(of: " ") else { return trimmed.isEmpty ? nil : (trimmed, "") }
            return (String(trimmed[..<space]), String(trimmed[trimmed.index(after: space)...]))
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.differences(from: rhs).isEmpty }

    /// "fonts 13:… here 12:…", one per field that differs, the scale left out (it is the
    /// fixture's, not the machine's).
    func differences(from local: FingerprintParts) -> [String] {
        let mine = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(local.fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let keys = (fields.map(\.key) + local.fields.map(\.key)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return keys.filter { $0 != "scale" && mine[$0] != theirs[$0] }.map { key in
            "\(key) \(mine[key] ?? "(none)") here \(theirs[key] ?? "(none)")"
        }
    }
}

extension CheckCommand {
    /// `references.json` in the report: where each snapshot's reference is, for `approve`.
    static func writeReferenceMap(_ checks: [SnapshotCheck], to report: String) throws {
        var map: ReportReferences.Map = [:]
        for check in checks {
            let name = (relative(check.fixture) as NSString).deletingPathExtension
            map[name] = (relative(check.reference) as NSString).deletingPathExtension
        }
        do {
            try ReportReferences.write(map, to: report)
        } catch {
            throw ExitStatus(code: ExitStatus.badInput, message: "error: \(error)")
        }
    }
}
