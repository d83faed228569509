import Foundation
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotReport
import LayoutshotSnapshot

/// `check --report / --summary / --junit`: the run as a report model, written as a static
/// HTML report, a Markdown summary and JUnit XML.
extension CheckCommand {
    /// Writes whichever of the report, the summary and the JUnit file were asked for.
    func writeReviewFiles(_ checks: [FixtureCheck], entries: [FixtureDiscovery.Entry]) throws {
        guard report != nil || sideFiles.any else { return }
        // 1. One draft per fixture, plus the references whose fixture is gone.
        let drafts = checkDrafts(checks) + removedDrafts(entries)
        // 2. The HTML report copies the pictures; without one there are no image paths.
        let libraries = [RendererFingerprint.libraries]
        let model =
            if let report { try ReportFolder.write(drafts, to: report, libraries: libraries) } else
            {
                Report(snapshots: drafts.map(\.snapshot), libraries: libraries)
            }
        // 3. The summary links the report's crops by the path the command line gave.
        try sideFiles.write(model, reportFolder: report)
    }

    /// Each check's entry, from its outcome: failed ones bring their pictures, passed ones their
    /// reference, new ones their actual picture and layout, kept by the check.
    private func checkDrafts(_ checks: [FixtureCheck]) -> [ReportDraft] {
        checks.map { check in
            let (name, source) = (check.reportName, Self.relative(check.fixture))
            var snapshot = ReportSnapshot(
                name: name, source: source, status: .failed, kind: "error", summary: check.summary)
            var files: [(name: String, bytes: [UInt8])] = []
            switch check.outcome {
            case .passed, .recorded:
                snapshot.status = .passed
                snapshot.kind = nil
            case .failed(let failure):
                snapshot =
                    if let comparison = failure.mismatch.comparison {
                        ReportSnapshot(name: name, source: source, comparison: comparison)
                    } else {
                        ReportSnapshot(
                            name: name, source: source, status: .failed,
                            kind: failure.mismatch.kind.rawValue,
                            summary: check.summary,
                            changes: failure.mismatch.changes.map(\.description))
                    }
                snapshot.summary = check.summary
                files = SnapshotArtifacts.named(
                    failure.mismatch.files, pathExtension: FixtureCheck.format.pathExtension)
            case .new(let rendering):
                snapshot = ReportSnapshot(
                    name: name, source: source, status: .new,
                    summary: "no reference \(Self.relative(check.reference.path))")
                files = (try? FixtureCheck.format.actualFiles(rendering)) ?? []
            case .unrendered, .unreadable, .notRecorded: break
            }
            if !check.findings.isEmpty { snapshot.lint = check.findings.map(\.description) }
            let reportFiles =
                snapshot.status == .passed
                ? [ReportFile(name: "reference.png", source: .file(check.reference.path))]
                : files.map { ReportFile(name: $0.name, source: .bytes($0.bytes)) }
            return ReportDraft(snapshot: snapshot, files: reportFiles)
        }
    }

    /// The references no fixture of this run maps to (`FixtureSelection.orphanedReferences`),
    /// shown as removed; the report shows a reference by its PNG, so one kept only as SVG is left out.
    private func removedDrafts(_ entries: [FixtureDiscovery.Entry]) -> [ReportDraft] {
        selection.orphanedReferences(known: entries).filter {
            FileManager.default.fileExists(atPath: $0 + ".png")
        }
        .map { base in
            let snapshot = ReportSnapshot(
                name: Self.relative(base), source: Self.relative(base + ".png"), status: .removed,
                summary: "reference without a fixture: \(Self.relative(base + ".png"))")
            return ReportDraft(
                snapshot: snapshot,
                files: [ReportFile(name: "reference.png", source: .file(base + ".png"))])
        }
    }

    /// A path for the report: relative to the current folder, never absolute (outside it,
    /// the last two components).
    static func relative(_ path: String) -> String {
        let path = StatusPath.display(path)
        guard path.hasPrefix("/") else { return path }
        let current = FileManager.default.currentDirectoryPath + "/"
        if path.hasPrefix(current) { return String(path.dropFirst(current.count)) }
        return path.split(separator: "/").suffix(2).joined(separator: "/")
    }
}
