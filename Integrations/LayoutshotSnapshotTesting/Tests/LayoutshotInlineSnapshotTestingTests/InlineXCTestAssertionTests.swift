import Foundation
import LayoutshotInlineSnapshotTesting
import XCTest

/// `assertInlineLayoutSnapshot` under XCTest, in a case whose tests `withLayoutSnapshotTesting`
/// scopes: failures arrive through `XCTFail`, captured here to check their text.
final class InlineXCTestAssertionTests: XCTestCase {
    private var failures: [String] = []

    override func invokeTest() {
        withLayoutSnapshotTesting(record: .never) { super.invokeTest() }
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append(description)
    }

    func testAMatchAndAMismatch() {
        let range = SizeRange(min: Size(200, 0), max: Size(200, .infinity))
        assertInlineLayoutSnapshot(of: InlineRow.make(), in: range) {
            """
            inset  (0, 0) 200×20
              stack  (4, 4) 192×12
                box #dot  (4, 4) 12×12
                box #title  (20, 6) 80×8
            """
        }
        XCTAssertEqual(failures, [])
        assertInlineLayoutSnapshot(of: InlineRow.make(width: 70), in: range) {
            """
            inset  (0, 0) 200×20
              stack  (4, 4) 192×12
                box #dot  (4, 4) 12×12
                box #title  (20, 6) 80×8
            """
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.contains(
                "  −     box #title  (20, 6) 80×8\n  +     box #title  (20, 6) 70×8\n") ?? false,
            failures.first ?? "")
        XCTAssertTrue(
            failures.first?.hasSuffix(
                "If the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it.")
                ?? false)
        failures = []
    }
}
