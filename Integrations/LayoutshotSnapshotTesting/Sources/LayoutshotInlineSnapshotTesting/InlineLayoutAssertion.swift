import Foundation
import LayoutshotTesting
import Testing
import XCTest

/// One inline layout assertion: the text of the layout compared with the literal, the record
/// mode applied, and the outcome worded and reported where the test runs.
struct InlineLayoutAssertion {
    var record: SnapshotRecordMode
    var fileID: StaticString
    var filePath: StaticString
    var function: StaticString
    var line: UInt
    var column: UInt

    /// Compares the layout `scene` makes, as `.layout` text, with `expected`, and reports the
    /// failure, if any.
    func verify(expected: String?, scene: () throws -> PreparedScene) {
        let actual: String
        do {
            actual = try Self.text(of: scene())
        } catch {
            report("Could not lay out the inline snapshot's subject: \(error)")
            return
        }
        if let message = failure(expected: expected, actual: actual) { report(message) }
    }

    /// The `.layout` format's text of `scene`, without its last line break (a literal has none).
    static func text(of scene: PreparedScene) throws -> String {
        var text = try SnapshotFormat<PreparedScene, String>.layout.render(scene).value
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// What the assertion fails with, ending with the next step; `nil` when it passes. Records
    /// the actual text when the mode says so.
    func failure(expected: String?, actual: String) -> String? {
        let test = "\(function)"
        let place = "\((("\(filePath)" as NSString).lastPathComponent)):\(line)"
        let diff = expected.map { LineDiff.lines(from: $0, to: actual) } ?? []
        let writes =
            record == .all || (expected == nil && record != .never)
            || (!diff.isEmpty && record == .failed)
        if writes, case .conflicting(let first) = recordActual(actual) {
            let between = LineDiff.lines(from: first, to: actual).map { "  " + $0 }.joined(
                separator: "\n")
            return """
                The inline snapshot at \(place) was recorded twice in this run with different layouts, and one \
                literal cannot hold both; nothing is written there:
                \(between)
                Give each layout an assertion of its own (a loop over widths: a file snapshot per width).
                """
        }
        switch (expected, record) {
        case (nil, .never):
            return """
                No inline snapshot to assert against at \(place), and record mode 'never' writes none. Actual:
                \(Self.indented(actual))
                Re-run "\(test)" locally or with LAYOUTSHOT_RECORD=missing to record it.
                """
        case (nil, _):
            return """
                No inline snapshot was found. Automatically recorded it into \(place) (written when the tests end).

                Re-run "\(test)" to assert against the newly-recorded snapshot.
                """
        case (.some, .all):
            return """
                Record mode is 'all': re-recorded the inline snapshot at \(place)\
                \(diff.isEmpty ? " (unchanged)" : " (\(Self.count(diff)))").

                Turn recording off and re-run "\(test)" to assert against it.
                """
        case (.some, _) where diff.isEmpty:
            return nil
        case (.some, .failed):
            return """
                Inline layout snapshot at \(place) does not match (\(Self.count(diff))):
                \(diff.map { "  " + $0 }.joined(separator: "\n"))
                Recorded the new layout (record mode 'failed'). Re-run "\(test)" to assert against it.
                """
        case (.some, _):
            return """
                Inline layout snapshot at \(place) does not match (\(Self.count(diff))):
                \(diff.map { "  " + $0 }.joined(separator: "\n"))
                If the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it.
                """
        }
    }

    /// Records `actual` for this assertion's place.
    private func recordActual(_ actual: String) -> InlineSnapshotRecorder.Outcome {
        InlineSnapshotRecorder.shared.record(
            actual, file: "\(filePath)", line: Int(line), column: Int(column))
    }

    /// "1 line removed, 2 added".
    static func count(_ diff: [String]) -> String {
        let removed = diff.filter { $0.hasPrefix("−") }.count
        let added = diff.filter { $0.hasPrefix("+") }.count
        return "\(removed) line\(removed == 1 ? "" : "s") removed, \(added) added"
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n")
    }

    /// Reports through whichever framework runs the test: Swift Testing when there is a current
    /// `Test`, else XCTest.
    private func report(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                    column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
