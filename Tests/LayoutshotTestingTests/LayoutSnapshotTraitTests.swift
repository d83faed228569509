import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTesting
import Testing

/// `.layoutSnapshots(…)` on suites and tests: nested suites override setting by setting, a
/// test's own trait overrides its suite's, and suites with other settings run in parallel
/// without seeing each other's.
@Suite(.layoutSnapshots(record: .never, scale: 3, tolerance: SnapshotTolerance(maxDiffPixels: 5)))
struct LayoutSnapshotTraitTests {
    @Test func aSuiteSetsItsTests() {
        let current = LayoutSnapshotConfiguration.current
        #expect(current.record == .never)
        #expect(current.scale == 3)
        #expect(current.tolerance == SnapshotTolerance(maxDiffPixels: 5))
    }

    @Test(.layoutSnapshots(record: .failed)) func aTestOverridesItsSuite() {
        #expect(LayoutSnapshotConfiguration.current.record == .failed)
        #expect(LayoutSnapshotConfiguration.current.scale == 3)
    }

    @Test(arguments: [1, 2]) func everyCaseOfAParameterisedTestIsInScope(_ index: Int) {
        #expect(LayoutSnapshotConfiguration.current.scale == 3)
    }

    @Suite(.layoutSnapshots(scale: 1))
    struct Nested {
        @Test func anInnerSuiteOverridesTheOuterOneSettingBySetting() {
            #expect(LayoutSnapshotConfiguration.current.record == .never)
            #expect(LayoutSnapshotConfiguration.current.scale == 1)
        }

        @Test func aClosureInsideATestOverridesTheTrait() {
            withLayoutSnapshotTesting(record: .all) {
                #expect(LayoutSnapshotConfiguration.current.record == .all)
                #expect(LayoutSnapshotConfiguration.current.scale == 1)
            }
        }
    }
}

/// Two suites with different settings, run at the same time: each records at its own scale into
/// its own folder, checking after every yield that it still sees its own settings.
enum ParallelTraitSuites {
    static let folderA = SnapshotFolder.make()
    static let folderB = SnapshotFolder.make()

    static func recordAndCheck(folder: String, scale: Double) async throws {
        for round in 1...5 {
            await Task.yield()
            try await Task.sleep(nanoseconds: 2_000_000)
            #expect(LayoutSnapshotConfiguration.current.scale == scale)
            #expect(LayoutSnapshotConfiguration.current.snapshotDirectory == folder)
            withKnownIssue {
                assertLayoutSnapshot(
                    of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "round\(round)")
            } matching: { issue in
                issue.comments.first?.rawValue.contains(folder + "/") ?? false
            }
        }
        let bytes = try #require(
            FileManager.default.contents(atPath: folder + "/recordAndCheck-folder-scale.round5.png")
        )
        #expect(try PNGCodec.decode([UInt8](bytes), file: "round5").image.width == Int(200 * scale))
    }

    @Suite(
        .layoutSnapshots(record: .missing, snapshotDirectory: ParallelTraitSuites.folderA, scale: 1)
    )
    struct SuiteA {
        @Test func recordsAtItsOwnScale() async throws {
            try await ParallelTraitSuites.recordAndCheck(
                folder: ParallelTraitSuites.folderA, scale: 1)
        }
    }

    @Suite(
        .layoutSnapshots(record: .missing, snapshotDirectory: ParallelTraitSuites.folderB, scale: 3)
    )
    struct SuiteB {
        @Test func recordsAtItsOwnScale() async throws {
            try await ParallelTraitSuites.recordAndCheck(
                folder: ParallelTraitSuites.folderB, scale: 3)
        }
    }
}
