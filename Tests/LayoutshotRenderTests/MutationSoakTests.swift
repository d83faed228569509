import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotTestSupport
import Testing

/// The seeded mutation soak: fixtures mutated from the gallery in `Snapshots/`
/// (`FixtureMutator`: extreme numbers, deleted and duplicated keys, wrong types, deep nesting,
/// Unicode, long strings) go through what `layoutshot layout` and `render` do, in process.
/// Each is rendered with finite frames, or refused with a `FixtureError` located at
/// file:line:column; nothing traps.
///
/// `make test` runs 300 mutations (a few seconds); `make fuzz` runs 10,000 with
/// `LAYOUTSHOT_SOAK=10000`. A failure names the mutation's seed; `LAYOUTSHOT_SOAK_SEED`
/// moves the whole run to other seeds.
struct MutationSoakTests {
    static let folder = PackageFolder.root.appendingPathComponent("Snapshots")

    static var count: Int {
        ProcessInfo.processInfo.environment["LAYOUTSHOT_SOAK"].flatMap(Int.init) ?? 300
    }
    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["LAYOUTSHOT_SOAK_SEED"].flatMap(UInt64.init) ?? 1
    }

    @Test func mutatedFixturesRenderOrFailWithALocatedFixtureError() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        let seeds = try names.map {
            try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)
        }
        try #require(!seeds.isEmpty)
        let renderer = try Renderer()
        var accepted = 0
        var rejected = 0
        for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.count) {
            var mutator = FixtureMutator(seed: seed)
            let index = Int(seed % UInt64(seeds.count))
            let text = mutator.mutate(seeds[index])
            // In the gallery's folder, so the fixtures' images and fonts resolve.
            let path = Self.folder.appendingPathComponent("soak-\(seed).yaml").path
            do {
                let fixture = try FixtureLoader.decode(text, path: path)
                let prepared = try renderer.prepare(fixture)
                Self.expectFinite(prepared.layout, seed: seed, text: text)
                _ = try renderer.image(of: prepared)
                accepted += 1
            } catch let error as FixtureError {
                rejected += 1
                #expect(
                    error.file == path && error.line != nil && error.column != nil,
                    "seed \(seed) (from \(names[index])): an error without file:line:column: \(error)"
                )
            } catch {
                Issue.record(
                    "seed \(seed) (from \(names[index])): not a fixture error: \(error)\n\(text)")
            }
        }
        print(
            "Mutation soak: \(Self.count) fixtures (seeds \(Self.firstSeed)…), \(accepted) rendered, \(rejected) refused"
        )
        #expect(accepted + rejected == Self.count)
        #expect(accepted > 0 && rejected > 0, "the mutations should produce both kinds")
    }

    /// One issue per fixture: its first frame that is not finite or has a negative size, and the text.
    static func expectFinite(_ layout: Layout, seed: UInt64, text: String) {
        let bad = layout.absoluteFrames(scale: 1).first { frame in
            let numbers = [
                frame.frame.origin.x, frame.frame.origin.y, frame.frame.size.width,
                frame.frame.size.height,
            ]
            return !numbers.allSatisfy(\.isFinite) || frame.frame.size.width < 0
                || frame.frame.size.height < 0
        }
        if let bad { Issue.record("seed \(seed): \(bad.path) has frame \(bad.frame) in:\n\(text)") }
    }
}
