import Testing
import XCTest

/// Where an assertion was called: the place its failures are reported at, so that a test's
/// failure points at the test's own line.
struct AssertionSite {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Reports a failed assertion through whichever framework runs the test: Swift Testing
    /// (`Issue.record`, `Attachment.record`) when there is a current `Test`, else XCTest.
    func fail(_ failure: String, attachments: [(String, [UInt8])] = []) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            for (name, bytes) in attachments {
                Attachment.record(bytes, named: name, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: failure), sourceLocation: location)
        } else {
            XCTFail(failure, file: filePath, line: line)
        }
    }
}
