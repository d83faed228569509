import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTesting
import Testing

/// The Swift DSL with extreme values: a bad value is a failed assertion with a message, and a
/// valid extreme one is laid out and drawn; neither traps.
struct ExtremeValueAssertionTests {
    // `leastNonzeroMagnitude`: a subnormal scale (a literal this small warns that it underflows).
    @Test(arguments: [1e38, 0, -1, .infinity, .nan, .leastNonzeroMagnitude, 0.001])
    func aScaleOutOfRangeFailsTheAssertion(scale: Double) {
        let folder = SnapshotFolder.make()
        let name = "aScaleOutOfRangeFailsTheAssertion(scale:)"
        withKnownIssue {
            assertLayoutSnapshot(
                of: SnapshotFolder.row(), in: SnapshotFolder.range, scale: scale, named: "row",
                record: .missing, snapshotDirectory: folder, testName: name)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "Could not render the snapshot: root: the scale must be at least 0.01 "
                + "and at most 16, found \(formatPoints(scale))"
        }
        #expect(SnapshotFolder.files(in: folder).isEmpty)
    }

    @Test(arguments: [-1e308, 1e308, -.greatestFiniteMagnitude])
    func extremeSpacingAndInsetsAreDrawn(value: Double) {
        let folder = SnapshotFolder.make()
        let element = Inset(EdgeInsets(top: 0, left: value, bottom: 0, right: 0)) {
            Stack(.horizontal, spacing: value) {
                Box(.black).preferredSize(8, 8).id("a")
                Box(.black).preferredSize(8, 8).id("b")
            }
        }
        withKnownIssue {
            assertLayoutSnapshot(
                of: element, in: SizeRange(min: Size(200, 20), max: Size(200, 20)), named: "far",
                record: .missing,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "No reference was found on disk. Automatically recorded snapshot:")
                ?? false
        }
        #expect(SnapshotFolder.files(in: folder).count == 2)
    }
}
