import Foundation
import LayoutshotCore
import LayoutshotTesting
import XCTest

/// `assertLayoutSnapshot` under XCTest: failures arrive through `XCTFail`; this case captures
/// them instead of failing, to check their text.
final class XCTestAssertionTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append(description)
    }

    func testRecordModesUnderXCTest() throws {
        let folder = SnapshotFolder.make()
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .never,
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .missing,
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(), in: SnapshotFolder.range, named: "row", record: .never,
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(width: 40), in: SnapshotFolder.range, named: "row",
            record: .failed,
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: SnapshotFolder.row(width: 40), in: SnapshotFolder.range, named: "row", record: .all,
            snapshotDirectory: folder)
        let captured = failures
        failures = []
        XCTAssertEqual(captured.count, 4)
        XCTAssertTrue(
            captured[0].contains(
                "No reference was found on disk at \(folder)/testRecordModesUnderXCTest.row.png"))
        XCTAssertTrue(
            captured[1].hasPrefix(
                "No reference was found on disk. Automatically recorded snapshot:"))
        XCTAssertTrue(captured[2].contains("geometry: `title` width 80 → 40"))
        XCTAssertTrue(captured[2].contains("Recorded the new snapshot (record mode 'failed')."))
        XCTAssertTrue(captured[3].hasPrefix("Record mode is 'all': re-recorded"))
    }
}
