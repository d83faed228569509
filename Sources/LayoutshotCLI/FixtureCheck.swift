import Foundation
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotInspect
import LayoutshotRender
import LayoutshotSnapshot

/// One fixture checked against its reference (`name.png` + `name.layout.json`) by the snapshot
/// check the testing library runs too (`SnapshotCheck`): its ``SnapshotOutcome`` as it came,
/// and the views `check` words it in (a status, a summary, the changes: one line, a JSON
/// object, a report entry), each derived from it.
// Made on one worker and handed to the main thread once (`FixtureWorkers.Slots`, under its
// lock), never shared: its outcome's lazily made bytes are only ever filled by one thread.
struct FixtureCheck: @unchecked Sendable {
    enum Status: String, Sendable { case passed, failed, missing, error }

    var fixture: String
    /// The variant's name, for a fixture with `variants`.
    var variant: String?
    /// The reference and its sidecar.
    var reference: SnapshotReference
    /// What the check came to. A failure's files and comparison and a new snapshot's rendering,
    /// which only a report shows, are kept only when asked for (`run(_:…keepPictures:…)`).
    var outcome: SnapshotOutcome<RGBAImage>
    /// Layout lint findings, when asked for.
    var findings: [LintFinding] = []

    /// The format every `check` compares: the picture, with its layout sidecar.
    static var format: SnapshotFormat<PreparedScene, RGBAImage> { .png }

    /// The check of `entry`'s reference in `format`: `name.png` + `name.layout.json` for `check`,
    /// which never records; `record` runs it with the mode it was asked for.
    static func snapshotCheck<Rendered>(
        _ entry: FixtureDiscovery.Entry, format: SnapshotFormat<PreparedScene, Rendered>,
        tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode = .never,
        artifacts: ArtifactsFolder? = nil
    )
        -> SnapshotCheck<PreparedScene, Rendered>
    {
        // Artefacts in `<fixture name>[@variant]/`, listed under the fixture's path.
        let name = FixtureVariant.suffixed(
            ((entry.fixture as NSString).lastPathComponent as NSString).deletingPathExtension,
            entry.variant?.name)
        return SnapshotCheck(
            format: format, base: entry.referenceBase, tolerance: tolerance, record: record,
            artifacts: artifacts.map {
                SnapshotArtifacts(
                    folder: $0, subfolder: name, test: CheckCommand.relative(entry.fixture),
                    snapshot: name)
            })
    }

    /// `entry` laid out for drawing, with the worker's renderer for its fonts.
    static func prepare(
        _ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache
    ) throws
        -> PreparedScene
    {
        let fixture = try entry.load()
        return try PreparedScene(fixture, renderer: try renderers.renderer(for: fixture))
    }

    /// `cards/card.yaml@w320-dark`: the fixture and its variant, as output lines name them.
    var label: String { FixtureVariant.suffixed(fixture, variant) }

    /// `cards/card@w320-dark`: the snapshot's name in the report, `references.json` and `approve`.
    var reportName: String {
        FixtureVariant.suffixed(
            (CheckCommand.relative(fixture) as NSString).deletingPathExtension, variant)
    }

    var status: Status {
        switch outcome {
        case .passed, .recorded: .passed
        case .failed: .failed
        case .new: .missing
        case .unrendered, .unreadable, .notRecorded: .error
        }
    }

    /// The failure's `geometry`, `paint`, `text` or `renderer`.
    var kind: SnapshotComparison.Kind? {
        if case .failed(let failure) = outcome { failure.mismatch.kind } else { nil }
    }

    /// The line after the label: what matched or differs, or the error.
    var summary: String {
        let noSidecar = " (no layout sidecar \(reference.sidecarPath ?? ""))"
        return switch outcome {
        case .passed(let sidecarMissing): "matches" + (sidecarMissing ? noSidecar : "")
        case .failed(let failure):
            failure.mismatch.summary + (failure.sidecarMissing ? noSidecar : "")
        case .new: "no reference \(reference.path)"
        // `check` never records.
        case .recorded: "recorded"
        case .unrendered(let error), .unreadable(let error), .notRecorded(let error): "\(error)"
        }
    }

    /// A failure's structural changes, one a line.
    var changes: [String] {
        if case .failed(let failure) = outcome {
            failure.mismatch.changes.map(\.description)
        } else {
            []
        }
    }

    /// Why a failure's artefacts could not be written.
    var artifactsError: FileError? {
        if case .failed(let failure) = outcome, case .failure(let error)? = failure.artifacts {
            error
        } else {
            nil
        }
    }

    /// Checks `entry` (never recording), lints it when asked, and keeps its pictures for a
    /// report when asked; a failure's artefacts go to `artifacts`.
    static func run(
        _ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache,
        tolerance: SnapshotTolerance, keepPictures: Bool, lint: Bool = false,
        artifacts: ArtifactsFolder? = nil
    ) -> FixtureCheck {
        // 1. The snapshot check, keeping the scene it drew.
        let snapshotCheck = snapshotCheck(
            entry, format: format, tolerance: tolerance, artifacts: artifacts)
        var drawn: PreparedScene?
        var outcome = snapshotCheck.run {
            let scene = try prepare(entry, renderers: &renderers)
            drawn = scene
            return scene
        }
        // 2. Lint, when asked, of that scene: laid out once for both.
        let findings: [LintFinding] =
            switch outcome {
            case .unrendered, .unreadable, .notRecorded: []
            default: lint ? drawn.map(findings) ?? [] : []
            }
        // 3. What only a report shows goes unless one was asked for.
        if !keepPictures { outcome = withoutPictures(outcome) }
        return FixtureCheck(
            fixture: entry.fixture, variant: entry.variant?.name,
            reference: snapshotCheck.reference,
            outcome: outcome, findings: findings)
    }

    /// The layout lint's findings in `scene`, each with the steps that decided it, as `lint`
    /// prints them.
    private static func findings(_ scene: PreparedScene) -> [LintFinding] {
        let prepared = scene.prepared
        return LayoutLinter(text: scene.renderer).findings(
            in: InspectedTree(
                ResolvedLayout(layout: prepared.layout, tree: prepared.tree),
                scale: prepared.scene.scale)
        ).map { $0.explained(in: prepared.scene, by: scene.renderer) }
    }

    /// `outcome` less what only a report shows, so that a run of thousands keeps no pictures: a
    /// failure's files and comparison, a new snapshot's picture (left empty) and bytes.
    private static func withoutPictures(_ outcome: SnapshotOutcome<RGBAImage>) -> SnapshotOutcome<
        RGBAImage
    > {
        switch outcome {
        case .failed(var failure):
            failure.mismatch.files = []
            failure.mismatch.comparison = nil
            return .failed(failure)
        case .new(let rendering):
            return .new(
                SnapshotRendering(
                    RGBAImage(width: 0, height: 0), primary: LazyBytes([]),
                    layout: rendering.layout,
                    scale: rendering.scale,
                    renderer: rendering.renderer))
        default:
            return outcome
        }
    }
}
