import AsyncDisplayKit
import LayoutshotInlineSnapshotTesting
import Testing

// Tests as a team coming from swift-snapshot-testing writes them: the suite says how it records
// and which diff tool a failure names; the layouts' text lives in the test.
@Suite(.layoutSnapshots(record: .missing, diffTool: .init { "diff -u \($0) \($1)" }))
struct RowTests {
    let range = SizeRange(min: .zero, max: Size(200, .infinity))

    @Test func rowPicture() {
        assertLayoutSnapshot(of: Layouts.row(), in: range, named: "row")
    }

    @Test func rowText() {
        assertInlineLayoutSnapshot(of: Layouts.row(), in: range)
    }

    @Test func node() {
        let cell = ASSizeRangeMake(
            CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity))
        assertInlineLayoutSnapshot(of: RowNode(), in: cell)
    }

    @Test func everyRowIsTheSame() {
        for _ in 1...3 {
            assertInlineLayoutSnapshot(of: Layouts.row(), in: range)
        }
    }

    @Suite(.layoutSnapshots(scale: 3))
    struct AtThreeX {
        @Test func rowText() {
            // At 1x: the closure's scale, inside the suite's 3x.
            withLayoutSnapshotTesting(scale: 1) {
                assertInlineLayoutSnapshot(
                    of: Layouts.row().id("row"),
                    in: SizeRange(min: .zero, max: Size(200, .infinity)))
            }
        }
    }
}
