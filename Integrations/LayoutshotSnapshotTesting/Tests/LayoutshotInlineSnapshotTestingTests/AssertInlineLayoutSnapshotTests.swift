import AsyncDisplayKit
import Foundation
import Synchronization
import Testing

@testable import LayoutshotInlineSnapshotTesting

/// `assertInlineLayoutSnapshot` under Swift Testing: a literal that matches, a mismatch and its
/// line diff, each record mode, a loop, the scope's settings. Recordings these tests make are
/// taken out of the run (`InlineSnapshotRecorder.take`), so that this file is never rewritten.
struct AssertInlineLayoutSnapshotTests {
    let range = SizeRange(min: Size(200, 0), max: Size(200, .infinity))

    /// The message of the one issue `body` records.
    func failure(_ body: () -> Void) -> String {
        let captured = Captured()
        withKnownIssue {
            body()
        } matching: { issue in
            captured.set(issue.comments.first?.rawValue ?? "")
            return true
        }
        return captured.value
    }

    /// The recordings of the call at `line` of this file, taken out of the run.
    func taken(at line: Int, file: String = #filePath) -> [String] {
        InlineSnapshotRecorder.shared.take(file: file, line: line).map(\.text)
    }

    @Test func aMatchingLiteralPasses() {
        assertInlineLayoutSnapshot(of: InlineRow.make(), in: range, record: .never) {
            """
            inset  (0, 0) 200×20
              stack  (4, 4) 192×12
                box #dot  (4, 4) 12×12
                box #title  (20, 6) 80×8
            """
        }
    }

    @Test func aNodeIsLaidOutAsTheFileSnapshotsLayItOut() {
        assertInlineLayoutSnapshot(
            of: InlineRow.Node(), in: ASSizeRangeMake(CGSize(width: 320, height: 44)),
            record: .never
        ) {
            """
            Node  (0, 0) 320×44
              inset  (0, 0) 320×44
                stack  (8, 8) 304×28
                  box #avatar  (8, 8) 28×28
                  box #title  (44, 15) 120×14
            """
        }
    }

    @Test func aMismatchShowsTheLinesThatDiffer() {
        let line = #line + 2
        let message = failure {
            assertInlineLayoutSnapshot(of: InlineRow.make(width: 70), in: range, record: .never) {
                """
                inset  (0, 0) 200×20
                  stack  (4, 4) 192×12
                    box #dot  (4, 4) 12×12
                    box #title  (20, 6) 80×8
                """
            }
        }
        #expect(
            message == """
                Inline layout snapshot at AssertInlineLayoutSnapshotTests.swift:\(line) does not match (1 line removed, 1 added):
                    inset  (0, 0) 200×20
                      stack  (4, 4) 192×12
                        box #dot  (4, 4) 12×12
                  −     box #title  (20, 6) 80×8
                  +     box #title  (20, 6) 70×8
                If the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it.
                """)
    }

    @Test func aMissingLiteralIsRecordedAtItsCall() throws {
        let line = #line + 2
        let message = failure {
            assertInlineLayoutSnapshot(of: InlineRow.make(), in: range, record: .missing)
        }
        #expect(
            message == """
                No inline snapshot was found. Automatically recorded it into AssertInlineLayoutSnapshotTests.swift:\(line) (written when the tests end).

                Re-run "aMissingLiteralIsRecordedAtItsCall()" to assert against the newly-recorded snapshot.
                """)
        let recorded = InlineSnapshotRecorder.shared.take(file: #filePath, line: line)
        #expect(
            recorded.map(\.text) == [try InlineLayoutAssertion.text(of: scene(InlineRow.make()))])
        // The place recorded is this call's: the literal goes after its arguments.
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let (rewritten, unmatched) = InlineSnapshotRewriter.rewrite(source, with: recorded)
        #expect(unmatched.isEmpty)
        let literal = recorded[0].text.split(separator: "\n").map { "                " + $0 }
        let expected =
            [
                "            assertInlineLayoutSnapshot(of: InlineRow.make(), in: range, record: .missing) {",
                "                \"\"\"",
            ] + literal + ["                \"\"\"", "            }"]
        #expect(rewritten.contains(expected.joined(separator: "\n")))
    }

    @Test func anAssertionInALoopRecordsOnce() {
        let line = #line + 3
        for _ in 0..<3 {
            _ = failure {
                assertInlineLayoutSnapshot(of: InlineRow.make(), in: range, record: .missing)
            }
        }
        #expect(taken(at: line).count == 1)
    }

    @Test func aLoopOverDifferentLayoutsIsRefused() {
        let line = #line + 5
        var messages: [String] = []
        for width in [80.0, 70] {
            messages.append(
                failure {
                    assertInlineLayoutSnapshot(
                        of: InlineRow.make(width: width), in: range, record: .missing)
                })
        }
        #expect(messages[0].hasPrefix("No inline snapshot was found. Automatically recorded it"))
        #expect(
            messages[1] == """
                The inline snapshot at AssertInlineLayoutSnapshotTests.swift:\(line) was recorded twice in this run with different layouts, and one literal cannot hold both; nothing is written there:
                    inset  (0, 0) 200×20
                      stack  (4, 4) 192×12
                        box #dot  (4, 4) 12×12
                  −     box #title  (20, 6) 80×8
                  +     box #title  (20, 6) 70×8
                Give each layout an assertion of its own (a loop over widths: a file snapshot per width).
                """)
        _ = taken(at: line)
    }

    @Test func recordModeNeverShowsTheActualTextAndWritesNothing() {
        let line = #line + 3
        let message = failure {
            withLayoutSnapshotTesting(record: .never) {
                assertInlineLayoutSnapshot(of: InlineRow.make(), in: range)
            }
        }
        #expect(
            message == """
                No inline snapshot to assert against at AssertInlineLayoutSnapshotTests.swift:\(line), and record mode 'never' writes none. Actual:
                  inset  (0, 0) 200×20
                    stack  (4, 4) 192×12
                      box #dot  (4, 4) 12×12
                      box #title  (20, 6) 80×8
                Re-run "recordModeNeverShowsTheActualTextAndWritesNothing()" locally or with LAYOUTSHOT_RECORD=missing to record it.
                """)
        #expect(taken(at: line).isEmpty)
    }

    @Test(.layoutSnapshots(record: .failed, scale: 1)) func aScopeSetsTheRecordModeAndTheScale()
        throws
    {
        let line = #line + 2
        let message = failure {
            assertInlineLayoutSnapshot(of: InlineRow.make(width: 70.5), in: range) {
                """
                inset  (0, 0) 200×20
                  stack  (4, 4) 192×12
                    box #dot  (4, 4) 12×12
                    box #title  (20, 6) 80×8
                """
            }
        }
        #expect(
            message.hasSuffix(
                "Recorded the new layout (record mode 'failed'). Re-run \"aScopeSetsTheRecordModeAndTheScale()\" to assert against it."
            ))
        // At scale 1 the half point is rounded to a whole one.
        let recorded = taken(at: line)
        #expect(
            recorded.first?.split(separator: "\n").last == "    box #title  (20, 6) 71×8",
            "\(recorded)")
    }

    func scene(_ element: some LayoutElement) throws -> PreparedScene {
        try PreparedScene(Scene(root: element.node, sizeRange: range, scale: 2))
    }
}

/// One value set from a `@Sendable` closure and read after it.
final class Captured: Sendable {
    private let stored = Mutex("")

    var value: String { stored.withLock { $0 } }

    func set(_ value: String) { stored.withLock { $0 = value } }
}
