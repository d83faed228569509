import Foundation
import Testing

@testable import LayoutshotInlineSnapshotTesting

/// The rewriter against a golden file: `Fixtures/CellTests.swift.txt` with a text recorded for
/// each inline assertion must become `Fixtures/CellTests.recorded.swift.txt` byte for byte
/// (`LAYOUTSHOT_RECORD=all` rewrites the golden).
struct InlineSnapshotRewriterTests {
    /// The fixtures in the source tree, where recording the golden writes it.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Each `assertInlineLayoutSnapshot(` of `source`, at the line and column `#line` and
    /// `#column` give it (its `(`).
    static func calls(in source: String) -> [(line: Int, column: Int)] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
            index, line in
            let text = String(line)
            var found: [(Int, Int)] = []
            var rest = text[...]
            while let range = rest.range(of: "assertInlineLayoutSnapshot(") {
                found.append(
                    (index + 1, text.distance(from: text.startIndex, to: range.upperBound)))
                rest = rest[range.upperBound...]
            }
            return found
        }
    }

    @Test func recordingWritesOnlyTheLiterals() throws {
        let folder = Self.fixtures
        let source = try String(
            contentsOf: folder.appendingPathComponent("CellTests.swift.txt"), encoding: .utf8)
        let calls = Self.calls(in: source)
        #expect(calls.count == 7)
        let texts = [
            "box (0, 0) 10×10", "box (0, 0) 20×10", "box (0, 0) 30×10", "box (0, 0) 1×1",
            "box (0, 0) 2×2\n  child (0, 0) 1×1", "box (0, 0) 375×0", #"text "a\b" (0, 0) 375×0"#,
        ]
        let recordings = zip(calls, texts).map {
            InlineSnapshotRewriter.Recording(line: $0.line, column: $0.column, text: $1)
        }
        let (rewritten, unmatched) = InlineSnapshotRewriter.rewrite(source, with: recordings)
        #expect(unmatched.isEmpty)
        let golden = folder.appendingPathComponent("CellTests.recorded.swift.txt")
        if ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "all" {
            try rewritten.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(rewritten == (try String(contentsOf: golden, encoding: .utf8)))
        // Recording the same texts again changes nothing.
        let again = InlineSnapshotRewriter.rewrite(
            rewritten,
            with: zip(Self.calls(in: rewritten), texts).map {
                .init(line: $0.line, column: $0.column, text: $1)
            })
        #expect(again.source == rewritten)
    }

    @Test func aPlaceWithoutAnAssertionIsReturned() {
        let source = "let x = 1\nassertInlineLayoutSnapshot(of: x)\n"
        let stray = InlineSnapshotRewriter.Recording(line: 1, column: 5, text: "box")
        let (rewritten, unmatched) = InlineSnapshotRewriter.rewrite(
            source, with: [stray, .init(line: 2, column: 27, text: "box (0, 0) 1×1")])
        #expect(unmatched == [stray])
        #expect(
            rewritten == """
                let x = 1
                assertInlineLayoutSnapshot(of: x) {
                    \"""
                    box (0, 0) 1×1
                    \"""
                }

                """)
    }

    @Test(arguments: [
        ("plain", "\"\"\"\n  plain\n  \"\"\""),
        (#"a\b"#, "#\"\"\"\n  a\\b\n  \"\"\"#"),
        ("three \"\"\"# quotes", "##\"\"\"\n  three \"\"\"# quotes\n  \"\"\"##"),
        ("a\n\nb", "\"\"\"\n  a\n\n  b\n  \"\"\""),
    ])
    func literalsAreRawWhenTheTextNeedsIt(text: String, literal: String) {
        #expect(InlineSnapshotRewriter.multilineLiteral(text, indent: "  ") == literal)
    }
}
