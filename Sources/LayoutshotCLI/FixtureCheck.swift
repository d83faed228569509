import Foundation
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotInspect
import LayoutshotRender
import LayoutshotSnapshot

/// One fixture checked against its reference (`name.png` + `name.layout.json`) by the snapshot
/// check the testing library runs too (`SnapshotCheck`), as `check` reports it: one line, a JSON
/// object, a report entry.
struct FixtureCheck {
    enum Status: String, Sendable { case passed, failed, missing, error }

    var fixture: String
    /// The variant's name, for a fixture with `variants`.
    var variant: String?
    var reference: String
    var status: Status
    var kind: String?
    var summary: String
    var changes: [String] = []
    /// The files a report shows: a failure's (reference, actual, diff, composite, crops, layout
    /// changes) or a new snapshot's actual picture and layout; kept only when asked for.
    var files: [(name: String, bytes: [UInt8])]?
    /// A failure's comparison, kept for the report.
    var comparison: SnapshotComparison?
    /// Layout lint findings, when asked for.
    var findings: [LintFinding] = []
    /// Why a failure's artefacts could not be written.
    var artifactsError: FileError?

    /// The format every `check` compares: the picture, with its layout sidecar.
    static var format: SnapshotFormat<PreparedScene> { .png }

    /// The check of `entry`'s reference in `format`: `name.png` + `name.layout.json` for `check`,
    /// which never records; `record` runs it with the mode it was asked for.
    static func snapshotCheck(
        _ entry: FixtureDiscovery.Entry, format: SnapshotFormat<PreparedScene> = format,
        tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode = .never, artifacts: ArtifactsFolder? = nil
    )
        -> SnapshotCheck<PreparedScene>
    {
        // Artefacts in `<fixture name>[@variant]/`, listed under the fixture's path.
        let name =
            ((entry.fixture as NSString).lastPathComponent as NSString).deletingPathExtension
            + (entry.variant.map { "@\($0.name)" } ?? "")
        return SnapshotCheck(
            format: format, base: entry.referenceBase, tolerance: tolerance, record: record,
            artifacts: artifacts.map {
                SnapshotArtifacts(
                    folder: $0, subfolder: name, test: CheckCommand.relative(entry.fixture),
                    snapshot: name)
            })
    }

    /// `entry` laid out for drawing, with the worker's renderer for its fonts.
    static func prepare(_ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache) throws
        -> PreparedScene
    {
        let fixture = try entry.load()
        return try PreparedScene(fixture, renderer: try renderers.renderer(for: fixture))
    }

    /// `cards/card.yaml@w320-dark`: the fixture and its variant, as output lines name them.
    var label: String { fixture + (variant.map { "@\($0)" } ?? "") }

    /// `cards/card@w320-dark`: the snapshot's name in the report, `references.json` and `approve`.
    var reportName: String {
        (CheckCommand.relative(fixture) as NSString).deletingPathExtension + (variant.map { "@\($0)" } ?? "")
    }

    /// Checks `entry` (never recording), lints it when asked, and keeps its pictures for a
    /// report when asked; a failure's artefacts go to `artifacts`.
    static func run(
        _ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache,
        tolerance: SnapshotTolerance, keepPictures: Bool, lint: Bool = false,
        artifacts: ArtifactsFolder? = nil
    ) -> FixtureCheck {
        let snapshotCheck = snapshotCheck(entry, tolerance: tolerance, artifacts: artifacts)
        let reference = snapshotCheck.reference
        var findings: [LintFinding] = []
        let outcome = snapshotCheck.run {
            let scene = try prepare(entry, renderers: &renderers)
            if lint {
                let prepared = scene.prepared
                // Each finding with the steps that decided it, as `lint` prints them.
                findings = LayoutLinter(text: scene.renderer).findings(
                    in: InspectedTree(
                        ResolvedLayout(layout: prepared.layout, tree: prepared.tree), scale: prepared.scene.scale)
                ).map { $0.explained(in: prepared.scene, by: scene.renderer) }
            }
            return scene
        }
        var check = FixtureCheck(
            fixture: entry.fixture, variant: entry.variant?.name, reference: reference.path, status: .error,
            kind: nil, summary: "", findings: findings)
        let noSidecar = " (no layout sidecar \(reference.sidecarPath ?? ""))"
        switch outcome {
        case .passed(let sidecarMissing):
            check.status = .passed
            check.summary = "matches" + (sidecarMissing ? noSidecar : "")
        case .failed(let failure):
            check.status = .failed
            check.kind = failure.mismatch.kind.rawValue
            check.summary = failure.mismatch.summary + (failure.sidecarMissing ? noSidecar : "")
            check.changes = failure.mismatch.changes.map(\.description)
            if case .failure(let error)? = failure.artifacts { check.artifactsError = error }
            if keepPictures {
                check.files = SnapshotArtifacts.named(failure.mismatch.files, pathExtension: format.pathExtension)
                check.comparison = failure.mismatch.comparison
            }
        case .new(let rendering):
            check.status = .missing
            check.summary = "no reference \(reference.path)"
            if keepPictures { check.files = try? format.actualFiles(rendering) }
        case .recorded:
            // `check` never records.
            check.status = .passed
            check.summary = "recorded"
        case .unrendered(let error), .unreadable(let error), .notRecorded(let error):
            check.summary = "\(error)"
            check.findings = []
        }
        return check
    }
}
