import Foundation
import LayoutshotFixtures
import LayoutshotLayout
import Testing

/// The example fixtures in `Snapshots/`: each lays out to exactly its committed
/// `<name>.layout.json` (the `layout --json` tree). Goldens change only when the run is told to
/// record (`LAYOUTSHOT_RECORD=all`, or `missing` for new fixtures); on CI a missing golden fails.
struct SnapshotCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test func theCorpusHasTheTextureDocsExamples() {
        #expect(Self.fixtures.count >= 12)
        #expect(Self.fixtures.contains("photo-with-inset-text-overlay.yaml"))
        #expect(Self.fixtures.contains("social-post-header.yaml"))
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsLayoutGolden(name: String) throws {
        let fixture = try FixtureLoader.load(path: Self.folder.appendingPathComponent(name).path)
        let actual = fixture.layout().jsonDocument()
        let golden = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".yaml", with: ".layout.json"))
        let record = ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] ?? ""
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            if record == "all" || record == "missing" {
                try actual.write(to: golden, atomically: true, encoding: .utf8)
            }
            Issue.record("No golden \(golden.lastPathComponent). Re-run with LAYOUTSHOT_RECORD=missing to record it.")
            return
        }
        if actual != expected && record == "all" {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(actual == expected, """
            \(name) lays out differently from \(golden.lastPathComponent). \
            If the change is intended, re-run with LAYOUTSHOT_RECORD=all to accept it.
            """)
    }
}
