import Foundation
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport

/// The gallery's layouts (`Snapshots/`) with their decisions, as their references' sidecars
/// keep them: a fixture with variants gives one document per variant.
enum GalleryDocuments {
    static let folder = PackageFolder.root.appendingPathComponent("Snapshots")

    /// The gallery's fixtures.
    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    /// The fixture's layouts and decisions, one per variant.
    static func documents(of name: String) throws -> [LayoutDocument] {
        let path = folder.appendingPathComponent(name).path
        let variants: [FixtureVariant?] =
            (try FixtureLoader.load(path: path).variants?.combinations).map { $0 } ?? [nil]
        let renderer = try Renderer()
        return try variants.map { variant in
            let fixture =
                try variant.map { try FixtureLoader.load(path: path, variant: $0) }
                ?? FixtureLoader.load(path: path)
            let prepared = try renderer.prepare(fixture)
            return LayoutDocument(
                prepared.layout, decisions: try renderer.decisions(in: prepared.scene))
        }
    }
}
