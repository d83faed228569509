import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// One fixture rendered and compared with its reference (`name.png` + `name.layout.json`).
struct SnapshotCheck: Sendable {
    enum Status: String, Sendable { case passed, failed, missing, error }

    var fixture: String
    var reference: String
    var status: Status
    var kind: String?
    var summary: String
    var changes: [String] = []
    /// Kept for artefacts: the pictures and the comparison.
    var expected: RGBAImage?
    var actual: RGBAImage?
    var comparison: SnapshotComparison?
    var actualPNG: [UInt8] = []
    var actualLayoutJSON: [UInt8] = []

    static func run(_ entry: FixtureDiscovery.Entry, renderers: inout FixtureWorkers.RendererCache,
                    options: PixelDiffOptions, keepPictures: Bool) -> SnapshotCheck {
        let referencePath = entry.referenceBase + ".png"
        do {
            let fixture = try FixtureLoader.load(path: entry.fixture)
            let renderer = try renderers.renderer(for: fixture)
            let prepared = try renderer.prepare(fixture)
            let image = try renderer.image(of: prepared)
            guard let data = FileManager.default.contents(atPath: referencePath) else {
                return SnapshotCheck(fixture: entry.fixture, reference: referencePath, status: .missing, kind: nil,
                                     summary: "no reference \(referencePath)")
            }
            let decoded = try PNGCodec.decode([UInt8](data), file: referencePath)
            let sidecar = entry.referenceBase + ".layout.json"
            let layout = try FileManager.default.contents(atPath: sidecar).map { data throws -> Layout in
                do {
                    return try LayoutDocument.decode([UInt8](data), file: sidecar)
                } catch {
                    throw ExitStatus(code: ExitStatus.badInput, message: "error: \(error)")
                }
            }
            let comparison = try SnapshotComparison(
                expected: .init(image: decoded.image, layout: layout, renderer: decoded.text["layoutshot:renderer"]),
                actual: .init(image: image, layout: prepared.layout, renderer: prepared.fingerprint.description),
                scale: prepared.scene.scale, options: options, ownership: { try renderer.ownership(of: prepared) })
            var check = SnapshotCheck(fixture: entry.fixture, reference: referencePath,
                                      status: comparison.isMatch ? .passed : .failed, kind: comparison.kind?.rawValue,
                                      summary: comparison.summary + (layout == nil ? " (no layout sidecar \(sidecar))" : ""),
                                      changes: comparison.changes.map(\.description))
            if keepPictures && !comparison.isMatch {
                check.expected = decoded.image
                check.actual = image
                check.comparison = comparison
                check.actualPNG = try renderer.png(of: prepared)
                check.actualLayoutJSON = Array(prepared.layout.jsonDocument().utf8)
            }
            return check
        } catch {
            let message = (error as? ExitStatus)?.message ?? "\(error)"
            return SnapshotCheck(fixture: entry.fixture, reference: referencePath, status: .error, kind: nil, summary: message)
        }
    }
}
