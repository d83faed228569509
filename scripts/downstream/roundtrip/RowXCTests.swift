import LayoutshotInlineSnapshotTesting
import XCTest

final class RowXCTests: XCTestCase {
    override func invokeTest() {
        withLayoutSnapshotTesting(record: .missing, diffTool: "diff -u") {
            super.invokeTest()
        }
    }

    func testRowText() {
        assertLayoutSnapshot(
            of: Layouts.row(), in: SizeRange(min: .zero, max: Size(200, .infinity)), as: .layout,
            named: "row")
        assertInlineLayoutSnapshot(
            of: Layouts.row(), in: SizeRange(min: .zero, max: Size(200, .infinity)))
    }
}
