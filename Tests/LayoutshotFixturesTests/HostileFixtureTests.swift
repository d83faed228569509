import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import Testing

/// Hostile files finish fast with an error (or a result), never a crash.
struct HostileFixtureTests {
    @Test func thousandsOfNestingLevelsAreRefused() {
        let depth = 10_000
        let text =
            "root: " + String(repeating: "{type: inset, child: ", count: depth) + "{type: box}"
            + String(repeating: "}", count: depth)
        // At the 2001st "{": after "root: " and 2000 times "{type: inset, child: " (21 characters).
        #expect(
            throws: FixtureError(
                file: "deep.yaml", line: 1, column: 6 + 2_000 * 21 + 1,
                message:
                    "nesting deeper than 2000 levels (about 2001); a layout tree this deep is not supported"
            )
        ) {
            try FixtureLoader.decode(text, path: "deep.yaml")
        }
    }

    @Test func deepBlockIndentationIsRefusedAtTheFirstTooDeepLine() {
        var text = "root:\n"
        for level in 0..<3_000 {
            text +=
                String(repeating: " ", count: level + 1) + "type: inset\n"
                + String(repeating: " ", count: level + 1) + "child:\n"
        }
        // Level 2000 is the first indented by 2001 spaces: line 2 + 2 × 2000, after the spaces.
        #expect(
            throws: FixtureError(
                file: "indent.yaml", line: 4_002, column: 2_002,
                message:
                    "nesting deeper than 2000 levels (about 2001); a layout tree this deep is not supported"
            )
        ) {
            try FixtureLoader.decode(text, path: "indent.yaml")
        }
    }

    /// Found by the mutation soak: the nesting error had a line but no column, unlike every
    /// other fixture error. The column counts characters, as the others do.
    @Test func tooDeepNestingIsLocatedInCharacters() {
        let text =
            "é: " + String(repeating: "[", count: 2_001) + String(repeating: "]", count: 2_001)
        #expect(
            throws: FixtureError(
                file: "deep.yaml", line: 1, column: 3 + 2_001,
                message:
                    "nesting deeper than 2000 levels (about 2001); a layout tree this deep is not supported"
            )
        ) {
            try FixtureLoader.decode(text, path: "deep.yaml")
        }
    }

    @Test func reasonablyDeepTreesStillWork() throws {
        let depth = 500
        let text =
            "root: " + String(repeating: "{type: inset, insets: 1, child: ", count: depth)
            + "{type: box, preferredSize: [2, 2]}" + String(repeating: "}", count: depth)
        let fixture = try FixtureLoader.decode(text, path: "deep.yaml")
        #expect(fixture.root.nodeCount == depth + 1)
        #expect(fixture.layout().size == Size(1002, 1002))
    }

    @Test func aliasBombsAreRefused() {
        var text = "a0: &a0 {type: box}\n"
        for level in 1...9 {
            text +=
                "a\(level): &a\(level) {type: wrapper, children: ["
                + Array(repeating: "*a\(level - 1)", count: 10)
                .joined(separator: ", ") + "]}\n"
        }
        text += "root: *a9\n"
        #expect(throws: FixtureError.self) { try FixtureLoader.decode(text, path: "bomb.yaml") }
        do {
            _ = try FixtureLoader.decode(text, path: "bomb.yaml")
        } catch {
            #expect(error.message.contains("expands to more than 20000000 values"))
        }
    }

    @Test func aHundredThousandNodesLoad() throws {
        let box = "{\"type\": \"box\", \"preferredSize\": [10, 10]}"
        let row =
            "{\"type\": \"stack\", \"children\": ["
            + Array(repeating: box, count: 99).joined(separator: ",") + "]}"
        let text =
            "{\"sizeRange\": {\"min\": [0, 0], \"max\": [1000, \"inf\"]}, \"root\": {\"type\": \"stack\", "
            + "\"direction\": \"vertical\", \"alignItems\": \"start\", \"children\": ["
            + Array(repeating: row, count: 1_000).joined(separator: ",") + "]}}"
        let fixture = try FixtureLoader.decode(text, path: "big.json")
        #expect(fixture.root.nodeCount == 100_001)
        #expect(fixture.layout().size == Size(990, 10_000))
    }

    @Test func binaryGarbageIsAnError() {
        let text = String(
            decoding: (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 31) }, as: UTF8.self)
        #expect(throws: FixtureError.self) { try FixtureLoader.decode(text, path: "garbage.yaml") }
    }
}
