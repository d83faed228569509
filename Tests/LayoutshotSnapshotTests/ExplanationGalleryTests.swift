import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// Every node of every gallery fixture (each variant of those with variants), laid out with
/// Pango text and image files, is explained, and its steps compose to its frame in the layout
/// `layoutshot layout --absolute` prints.
struct ExplanationGalleryTests {
    /// The gallery's fixtures, by file name.
    static let fixtures: [String] = {
        let folder = PackageFolder.root.appendingPathComponent("Snapshots").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let fixtures = names.filter { $0.hasSuffix(".yaml") }.sorted()
        return fixtures.isEmpty ? ["<no fixtures in Snapshots/>"] : fixtures
    }()

    @Test("Every gallery node's explanation composes to its frame", arguments: fixtures)
    func everyNodeComposes(_ name: String) throws {
        let path = PackageFolder.root.appendingPathComponent("Snapshots").appendingPathComponent(
            name
        ).path
        let plain = try FixtureLoader.load(path: path)
        let loaded =
            try plain.variants.map { variants in
                try variants.combinations.map { try FixtureLoader.load(path: path, variant: $0) }
            } ?? [plain]
        for fixture in loaded {
            let renderer = try Renderer(for: fixture)
            let frames = try renderer.layout(fixture).absoluteFrames(scale: fixture.scale)
            let explanations = try renderer.explanations(in: fixture.scene)
            #expect(explanations.map(\.path) == frames.map(\.path))
            #expect(explanations.map(\.frame) == frames.map(\.frame))
            for explanation in explanations {
                let problems = ExplanationComposition.problems(explanation, scale: fixture.scale)
                #expect(
                    problems.isEmpty, "\(name): \(problems.joined(separator: "\n"))\n\(explanation)"
                )
            }
        }
    }
}
