import Foundation
import LayoutshotCore
import LayoutshotLayout
import Testing

@testable import LayoutshotTesting

/// Scoped settings: `withLayoutSnapshotTesting` and the order in which an assertion reads its
/// settings (argument, `LAYOUTSHOT_RECORD`, innermost scope, outer scopes, default).
struct LayoutSnapshotConfigurationTests {
    /// The width in pixels of the PNG reference `name` recorded in `folder`.
    func pixelWidth(of name: String, in folder: String) throws -> Int {
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
        return try PNGCodec.decode([UInt8](bytes), file: name).image.width
    }

    @Test func innerSettingsOverrideOuterOnesSettingBySetting() {
        let tolerance = SnapshotTolerance(maxDiffPixels: 7)
        let outer = LayoutSnapshotConfiguration(
            record: .failed, snapshotDirectory: "outer", scale: 2, tolerance: tolerance,
            variants: [FixtureVariant(width: 320)])
        let merged = outer.overridden(
            by: LayoutSnapshotConfiguration(snapshotDirectory: "inner", scale: 3))
        #expect(merged.record == .failed)
        #expect(merged.snapshotDirectory == "inner")
        #expect(merged.scale == 3)
        #expect(merged.tolerance == tolerance)
        #expect(merged.variants == [FixtureVariant(width: 320)])
    }

    @Test func closuresNestAndEndWithTheirScope() {
        #expect(LayoutSnapshotConfiguration.current.record == nil)
        withLayoutSnapshotTesting(record: .failed, scale: 3) {
            #expect(LayoutSnapshotConfiguration.current.record == .failed)
            withLayoutSnapshotTesting(scale: 1) {
                #expect(LayoutSnapshotConfiguration.current.record == .failed)
                #expect(LayoutSnapshotConfiguration.current.scale == 1)
            }
            #expect(LayoutSnapshotConfiguration.current.scale == 3)
        }
        #expect(LayoutSnapshotConfiguration.current.scale == nil)
    }

    /// (argument, LAYOUTSHOT_RECORD, scope, CI, resolved)
    static let recordModeCases:
        [(SnapshotRecordMode?, String, SnapshotRecordMode?, String, SnapshotRecordMode)] = [
            (.all, "never", .failed, "1", .all),
            (nil, "never", .failed, "1", .never),
            (nil, "ALL", .failed, "", .all),
            (nil, "", .failed, "1", .failed),
            (nil, "bogus", .missing, "1", .missing),
            (nil, "", nil, "1", .never),
            (nil, "", nil, "false", .missing),
            (nil, "", nil, "", .missing),
        ]

    @Test(arguments: recordModeCases)
    func recordModeOrder(
        argument: SnapshotRecordMode?, variable: String, scope: SnapshotRecordMode?, ci: String,
        resolved: SnapshotRecordMode
    ) {
        let environment = ["LAYOUTSHOT_RECORD": variable, "CI": ci].filter { !$0.value.isEmpty }
        #expect(
            SnapshotRecordMode.resolve(argument, scoped: scope, environment: environment)
                == resolved)
    }

    @Test func aScopeSetsTheFolderRecordModeAndScaleOfTheAssertionsInside() throws {
        let folder = SnapshotFolder.make()
        withLayoutSnapshotTesting(record: .missing, snapshotDirectory: folder, scale: 3) {
            withKnownIssue {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "scoped")
                // An argument overrides the scope.
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, scale: 1, named: "own")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix(
                    "No reference was found on disk. Automatically recorded")
                    ?? false
            }
        }
        #expect(
            try pixelWidth(
                of: "aScopeSetsTheFolderRecordModeAndScaleOfTheAssertionsInside.scoped.png",
                in: folder)
                == 600)
        #expect(
            try pixelWidth(
                of: "aScopeSetsTheFolderRecordModeAndScaleOfTheAssertionsInside.own.png", in: folder
            ) == 200)
        // Record mode `never` from an inner scope: the missing reference fails and nothing is written.
        withLayoutSnapshotTesting(record: .missing, snapshotDirectory: folder) {
            withLayoutSnapshotTesting(record: .never) {
                withKnownIssue {
                    assertLayoutSnapshot(
                        of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "never")
                } matching: { issue in
                    issue.comments.first?.rawValue.hasPrefix(
                        "No reference was found on disk at \(folder)/") ?? false
                }
            }
        }
        #expect(SnapshotFolder.files(in: folder).count == 4)
    }

    @Test func aScopeSetsTheToleranceAndTheVariants() throws {
        let folder = SnapshotFolder.make()
        withLayoutSnapshotTesting(record: .missing, snapshotDirectory: folder) {
            withKnownIssue {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row")
            }
            // The dot one step less red: within the scope's threshold, not exactly.
            let redder = SnapshotFolder.row(color: Color(red: 0xE4, green: 0x39, blue: 0x35))
            withLayoutSnapshotTesting(tolerance: SnapshotTolerance(threshold: 0.1)) {
                assertLayoutSnapshot(of: redder, in: SnapshotFolder.range, named: "row")
            }
            withKnownIssue {
                assertLayoutSnapshot(of: redder, in: SnapshotFolder.range, named: "row")
            } matching: { issue in
                issue.comments.first?.rawValue.contains("paint") ?? false
            }
            withLayoutSnapshotTesting(variants: [
                FixtureVariant(width: 240), FixtureVariant(scale: 1),
            ]) {
                withKnownIssue {
                    assertLayoutSnapshot(of: SnapshotFolder.row(), named: "variants")
                }
            }
        }
        #expect(
            SnapshotFolder.files(in: folder).filter { $0.hasSuffix(".png") } == [
                "aScopeSetsTheToleranceAndTheVariants.row.png",
                "aScopeSetsTheToleranceAndTheVariants.variants@1x.png",
                "aScopeSetsTheToleranceAndTheVariants.variants@w240.png",
            ])
    }

    @Test func asyncClosureScopesTheCodeItAwaits() async {
        let seen = await withLayoutSnapshotTesting(scale: 4) { () async -> Double? in
            await Task.yield()
            return LayoutSnapshotConfiguration.current.scale
        }
        #expect(seen == 4)
        #expect(LayoutSnapshotConfiguration.current.scale == nil)
    }

    /// Concurrent tasks, each in a scope of its own, record into their own folders at their own
    /// scales while the others run.
    @Test func concurrentScopesDoNotSeeEachOther() async throws {
        let folders = (1...6).map { _ in SnapshotFolder.make() }
        let seen = await withTaskGroup(of: (Int, Double?, String?).self) { group in
            for (index, folder) in folders.enumerated() {
                group.addTask {
                    await withLayoutSnapshotTesting(
                        record: .missing, snapshotDirectory: folder, scale: Double(index + 1)
                    ) {
                        await Task.yield()
                        withKnownIssue {
                            assertLayoutSnapshot(
                                of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "task")
                        }
                        await Task.yield()
                        let current = LayoutSnapshotConfiguration.current
                        return (index, current.scale, current.snapshotDirectory)
                    }
                }
            }
            return await group.reduce(into: [(Int, Double?, String?)]()) { $0.append($1) }.sorted {
                $0.0 < $1.0
            }
        }
        #expect(seen.map(\.1) == [1, 2, 3, 4, 5, 6])
        #expect(seen.map(\.2) == folders)
        for (index, folder) in folders.enumerated() {
            #expect(
                try pixelWidth(of: "concurrentScopesDoNotSeeEachOther.task.png", in: folder) == 200
                    * (index + 1))
        }
    }
}
