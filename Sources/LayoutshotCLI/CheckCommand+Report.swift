import Foundation
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotReport

/// `check --report / --summary / --junit`: the run as a report model, written as a static
/// HTML report, a Markdown summary and JUnit XML.
extension CheckCommand {
    /// Refuses a report folder that is someone else's before the run starts (exit 2).
    static func validateReportFolder(_ folder: String) throws {
        do {
            try ReportFolder.validate(folder)
        } catch {
            throw CommandError.wrapping(error)
        }
    }

    /// Writes whichever of the report, the summary and the JUnit file were asked for.
    func writeReviewFiles(_ checks: [FixtureCheck], entries: [FixtureDiscovery.Entry]) throws {
        guard report != nil || sideFiles.any else { return }
        // 1. One draft per fixture, plus the references whose fixture is gone.
        let drafts = checkDrafts(checks) + removedDrafts(entries)
        do {
            // 2. The HTML report copies the pictures; without one there are no image paths.
            let libraries = [RendererFingerprint.libraries]
            let model =
                if let report { try ReportFolder.write(drafts, to: report, libraries: libraries) } else {
                    Report(snapshots: drafts.map(\.snapshot), libraries: libraries)
                }
            // 3. The summary links the report's crops by the path the command line gave.
            try sideFiles.write(model, reportFolder: report)
        } catch {
            throw CommandError.wrapping(error)
        }
    }

    /// Failed checks bring their pictures; passed ones their reference; new ones their actual
    /// picture and layout, kept by the check.
    private func checkDrafts(_ checks: [FixtureCheck]) -> [ReportDraft] {
        checks.map { check in
            let name = check.reportName
            var snapshot = ReportSnapshot(
                name: name, source: Self.relative(check.fixture), status: .failed, kind: check.kind,
                summary: check.summary, changes: check.changes)
            var files = (check.files ?? []).map { ReportFile(name: $0.name, source: .bytes($0.bytes)) }
            switch check.status {
            case .passed:
                snapshot.status = .passed
                files = [ReportFile(name: "reference.png", source: .file(check.reference))]
            case .missing:
                snapshot.status = .new
                snapshot.summary = "no reference \(Self.relative(check.reference))"
            case .error:
                snapshot.kind = "error"
            case .failed:
                if let comparison = check.comparison {
                    snapshot = ReportSnapshot(name: name, source: snapshot.source, comparison: comparison)
                    snapshot.summary = check.summary
                }
            }
            if !check.findings.isEmpty { snapshot.lint = check.findings.map(\.description) }
            return ReportDraft(snapshot: snapshot, files: files)
        }
    }

    /// The references no fixture of this run maps to (`FixtureSelection.orphanedReferences`),
    /// shown as removed; the report shows a reference by its PNG, so one kept only as SVG is left out.
    private func removedDrafts(_ entries: [FixtureDiscovery.Entry]) -> [ReportDraft] {
        selection.orphanedReferences(known: entries).filter { FileManager.default.fileExists(atPath: $0 + ".png") }
            .map { base in
                let snapshot = ReportSnapshot(
                    name: Self.relative(base), source: Self.relative(base + ".png"), status: .removed,
                    summary: "reference without a fixture: \(Self.relative(base + ".png"))")
                return ReportDraft(
                    snapshot: snapshot, files: [ReportFile(name: "reference.png", source: .file(base + ".png"))])
            }
    }

    /// A path for the report: relative to the current folder, never absolute (outside it,
    /// the last two components).
    static func relative(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard path.hasPrefix("/") else { return path }
        let current = FileManager.default.currentDirectoryPath + "/"
        if path.hasPrefix(current) { return String(path.dropFirst(current.count)) }
        return path.split(separator: "/").suffix(2).joined(separator: "/")
    }
}
