import Foundation
import LayoutshotCore
import LayoutshotTesting
import XCTest

/// `withLayoutSnapshotTesting` around `invokeTest()`, as an XCTest case sets how its tests record:
/// every test method runs inside the scope.
final class ScopedXCTestAssertionTests: XCTestCase {
    private var failures: [String] = []
    private let folder = SnapshotFolder.make()

    override func invokeTest() {
        withLayoutSnapshotTesting(record: .missing, snapshotDirectory: folder, scale: 3) {
            super.invokeTest()
        }
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append(description)
    }

    func testEveryTestMethodRunsInTheScope() throws {
        XCTAssertEqual(LayoutSnapshotConfiguration.current.scale, 3)
        assertLayoutSnapshot(of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row")
        assertLayoutSnapshot(of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row")
        withLayoutSnapshotTesting(record: .never) {
            assertLayoutSnapshot(of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "other")
        }
        let captured = failures
        failures = []
        XCTAssertEqual(captured.count, 2)
        XCTAssertEqual(
            captured.first,
            """
            No reference was found on disk. Automatically recorded snapshot: \(folder)/testEveryTestMethodRunsInTheScope.row.png

            Re-run "testEveryTestMethodRunsInTheScope()" to assert against the newly-recorded snapshot.
            """)
        XCTAssertTrue(
            captured.last?.hasPrefix("No reference was found on disk at \(folder)/") ?? false)
        let png = try XCTUnwrap(
            FileManager.default.contents(
                atPath: folder + "/testEveryTestMethodRunsInTheScope.row.png"))
        XCTAssertEqual(try PNGCodec.decode([UInt8](png), file: "row.png").image.width, 600)
    }
}
