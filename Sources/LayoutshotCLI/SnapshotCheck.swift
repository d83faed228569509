import Foundation
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotInspect
import LayoutshotRender
import LayoutshotSnapshot

/// One fixture rendered and compared with its reference (`name.png` + `name.layout.json`),
/// on the snapshot pipeline the testing library uses too.
struct SnapshotCheck {
    enum Status: String, Sendable { case passed, failed, missing, error }

    var fixture: String
    /// The variant's name, for a fixture with `variants`.
    var variant: String?
    var reference: String
    var status: Status
    var kind: String?
    var summary: String
    var changes: [String] = []
    /// A failure's files (reference, actual, diff, composite, crops, layout changes), kept for
    /// artefacts and the report.
    var files: [(name: String, bytes: [UInt8])]?
    /// A failure's comparison, kept for the report.
    var comparison: SnapshotComparison?
    /// Layout lint findings, when asked for.
    var findings: [LintFinding] = []

    /// The format every `check` compares: the picture, with its layout sidecar.
    static var format: SnapshotFormat<PreparedScene> { .png }

    /// `fixture`'s reference: `name.png` + `name.layout.json`.
    static func reference(_ entry: FixtureDiscovery.Entry) -> SnapshotReference {
        SnapshotReference(base: entry.referenceBase, pathExtension: format.pathExtension, hasSidecar: format.hasSidecar)
    }

    /// Renders `fixture` as the check and `record` do.
    static func render(_ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache,
                       lint: Bool = false) throws -> (rendering: SnapshotRendering, findings: [LintFinding])
    {
        let fixture = try entry.load()
        let renderer = try renderers.renderer(for: fixture)
        let prepared = try renderer.prepare(fixture)
        let findings = lint ? LayoutLinter(text: renderer).findings(in: InspectedTree(
            ResolvedLayout(layout: prepared.layout, tree: prepared.tree), scale: prepared.scene.scale)) : []
        return (try format.render(PreparedScene(renderer: renderer, prepared: prepared)), findings)
    }

    /// `cards/card.yaml@w320-dark`: the fixture and its variant, as output lines name them.
    var label: String { fixture + (variant.map { "@\($0)" } ?? "") }

    /// `cards/card@w320-dark`: the snapshot's name in the report, `references.json` and `approve`.
    var reportName: String {
        (CheckCommand.relative(fixture) as NSString).deletingPathExtension + (variant.map { "@\($0)" } ?? "")
    }

    static func run(_ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache,
                    tolerance: SnapshotTolerance, keepPictures: Bool, lint: Bool = false) -> SnapshotCheck {
        let reference = Self.reference(entry)
        do {
            let (rendering, findings) = try render(entry, renderers: &renderers, lint: lint)
            guard let stored = try reference.read() else {
                return SnapshotCheck(fixture: entry.fixture, variant: entry.variant?.name, reference: reference.path, status: .missing, kind: nil,
                                     summary: "no reference \(reference.path)", findings: findings)
            }
            let noSidecar = stored.sidecar == nil ? " (no layout sidecar \(reference.sidecarPath ?? ""))" : ""
            guard let mismatch = try format.compare(rendering, stored, tolerance) else {
                return SnapshotCheck(fixture: entry.fixture, variant: entry.variant?.name, reference: reference.path, status: .passed, kind: nil,
                                     summary: "matches" + noSidecar, findings: findings)
            }
            var check = SnapshotCheck(fixture: entry.fixture, variant: entry.variant?.name, reference: reference.path, status: .failed, kind: mismatch.kind,
                                      summary: mismatch.summary + noSidecar, changes: mismatch.changes, findings: findings)
            if keepPictures {
                check.files = mismatch.files
                check.comparison = mismatch.comparison
            }
            return check
        } catch {
            return SnapshotCheck(fixture: entry.fixture, variant: entry.variant?.name, reference: reference.path, status: .error, kind: nil,
                                 summary: "\(error)")
        }
    }
}
