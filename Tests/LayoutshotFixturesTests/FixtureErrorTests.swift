import Testing

@testable import LayoutshotFixtures

/// Bad fixtures: every error names the file, line and column, the node, what was expected and
/// what was found. The full message text is asserted.
struct FixtureErrorTests {
    func message(_ text: String, path: String = "bad.yaml") -> String {
        do {
            _ = try FixtureLoader.decode(text, path: path)
            return "no error"
        } catch {
            return error.description
        }
    }

    static let row = """
        root:
          type: stack
          children:
            - {type: box, id: icon, preferredSize: [40, 40]}
            - {type: box, colour: red}
        """

    @Test func unknownKeySuggestsTheNearestName() {
        #expect(
            message(Self.row) == """
                bad.yaml:5:19: root.children[1]: unknown key 'colour' for a box; did you mean 'color'?
                """)
    }

    @Test func unknownKeyWithoutANearNameListsTheValidOnes() {
        #expect(
            message("root: {type: spacer, id: gap, wobble: 3}") == """
                bad.yaml:1:31: root (id "gap"): unknown key 'wobble' for a spacer; expected one of: type, id, width, height, \
                minWidth, maxWidth, minHeight, maxHeight, preferredSize, minSize, maxSize, spacingBefore, spacingAfter, \
                flexGrow, flexShrink, flexBasis, alignSelf, ascender, descender, layoutPosition
                """)
    }

    @Test func unknownEnumValueSuggestsTheNearestCase() {
        #expect(
            message("root: {type: stack, direction: horizantal}") == """
                bad.yaml:1:32: root: unknown direction 'horizantal'; did you mean 'horizontal'?
                """)
        #expect(
            message("root: {type: stack, alignItems: middle}") == """
                bad.yaml:1:33: root: unknown alignItems 'middle'; expected one of start, end, center, stretch, baselineFirst, baselineLast
                """)
    }

    @Test func unknownTypeSuggestsTheNearestType() {
        #expect(
            message("root:\n  id: list\n  type: stak") == """
                bad.yaml:3:9: root (id "list"): unknown type 'stak'; did you mean 'stack'?
                """)
    }

    @Test func missingTypeListsTheTypes() {
        #expect(
            message("root: {id: hero}") == """
                bad.yaml:1:7: root (id "hero"): missing key 'type'; expected one of: box, text, image, spacer, wrapper, inset, \
                overlay, background, center, relative, ratio, stack, absolute, corner
                """)
    }

    @Test func negativeAndNonNumericSizesAreErrors() {
        #expect(
            message("root: {type: box, preferredSize: [-1, 10]}") == """
                bad.yaml:1:35: root: 'preferredSize.width' must not be negative, found '-1'
                """)
        #expect(
            message("root: {type: box, width: .nan}") == """
                bad.yaml:1:26: root: 'width' must be a number, a percentage like "50%" or auto, found '.nan'
                """)
        #expect(
            message("root: {type: box, width: \"10\"}") == """
                bad.yaml:1:26: root: 'width' must be a number, a percentage like "50%" or auto, found the string "10"
                """)
        #expect(
            message("root: {type: box, height: abc%}") == """
                bad.yaml:1:27: root: 'height' must be a number, a percentage like "50%" or auto, found 'abc%'
                """)
    }

    @Test func infiniteMinimumsAndPreferredSizesAreErrors() {
        #expect(
            message("root: {type: box, preferredSize: [.inf, 10]}") == """
                bad.yaml:1:35: root: 'preferredSize.width' must be finite, found '.inf'
                """)
        #expect(
            message("root: {type: box, minWidth: inf}") == """
                bad.yaml:1:29: root: 'minWidth' must be finite, found 'inf'
                """)
        #expect(
            message("sizeRange: {min: [.inf, 0]}\nroot: {type: box}") == """
                bad.yaml:1:19: 'sizeRange.min.width' must be finite, found '.inf'
                """)
    }

    @Test func minAboveMaxIsAnError() {
        #expect(
            message("root: {type: box, minWidth: 50, maxWidth: 10}") == """
                bad.yaml:1:7: root: minWidth 50 exceeds maxWidth 10
                """)
        #expect(
            message("sizeRange: {min: [10, 10], max: [5, 5]}\nroot: {type: box}") == """
                bad.yaml:1:12: 'sizeRange' min 10x10 exceeds max 5x5
                """)
    }

    @Test func scaleAndRatioMustBePositive() {
        #expect(
            message("scale: 0\nroot: {type: box}") == """
                bad.yaml:1:8: 'scale' must be at least 0.01 and at most 16, found '0'
                """)
        // Found by the mutation soak: a subnormal scale made every frame infinite.
        #expect(
            message("scale: 1e-320\nroot: {type: box}") == """
                bad.yaml:1:8: 'scale' must be at least 0.01 and at most 16, found '1e-320'
                """)
        #expect(
            message("root: {type: ratio, ratio: 0, child: {type: box}}") == """
                bad.yaml:1:28: root: 'ratio' must be greater than 0, found '0'
                """)
        #expect(
            message("root: {type: ratio, ratio: -2, child: {type: box}}") == """
                bad.yaml:1:28: root: 'ratio' must not be negative, found '-2'
                """)
    }

    @Test func malformedColoursAreErrors() {
        #expect(
            message("root: {type: box, id: swatch, color: \"#12345\"}") == """
                bad.yaml:1:38: root (id "swatch"): 'color' must be a colour (#RGB, #RRGGBB, #RRGGBBAA or a CSS name), \
                found the string "#12345"
                """)
    }

    @Test func missingChildrenAreNamed() {
        #expect(
            message("root: {type: inset, insets: 4}") == """
                bad.yaml:1:7: root: missing key 'child': an inset spec needs a 'child' node
                """)
        #expect(
            message("root: {type: overlay, child: {type: box}}") == """
                bad.yaml:1:7: root: missing key 'overlay': an overlay spec needs a 'overlay' node
                """)
    }

    @Test func errorsDeepInTheTreeNameThePathAndId() {
        #expect(
            message(
                """
                root:
                  type: stack
                  children:
                    - type: inset
                      child:
                        type: overlay
                        id: badge
                        child: {type: box}
                        overlay: {type: box, flexGrow: lots}
                """) == """
                    bad.yaml:9:40: root.children[0].child.overlay: 'flexGrow' must be a number, found 'lots'
                    """)
    }

    @Test func syntaxErrorsComeWithTheirPosition() {
        #expect(
            message("root: {type: box\nscale: 2") == """
                bad.yaml:2:6: invalid YAML: while parsing a flow mapping did not find expected ',' or '}'
                """)
    }

    @Test func unknownTopLevelKeys() {
        #expect(
            message("rooot: {type: box}") == """
                bad.yaml:1:1: unknown key 'rooot' for a fixture; did you mean 'root'?
                """)
        #expect(
            message("scale: 2") == "bad.yaml:1:1: missing key 'root': a fixture needs a root node")
        #expect(message("") == "bad.yaml: the file is empty; expected a mapping with a 'root' node")
    }

    @Test func jsonColumnsCountCharacters() {
        #expect(
            message(
                "{\"root\": {\"type\": \"box\", \"id\": \"ü\", \"colr\": \"red\"}}",
                path: "bad.json") == """
                    bad.json:1:37: root (id "ü"): unknown key 'colr' for a box; did you mean 'color'?
                    """)
    }

    /// The places later errors point at (an image that is missing, a font) count characters on
    /// their own line of a JSON fixture too, on any line.
    @Test func jsonValueLocationsCountCharacters() throws {
        let text =
            "{\"root\": {\"type\": \"stack\", \"children\": [\n  {\"type\": \"text\", \"text\": \"é\"},\n  "
            + "{\"id\": \"ü\", \"type\": \"image\", \"image\": \"x.png\"}\n]}}"
        let fixture = try FixtureLoader.decode(text, path: "cells.json")
        // Line 3: `  {"id": "ü", "type": "image", "image": "x.png"}`, the value "x.png" at character 41 (byte 42).
        #expect(
            fixture.valueLocations["root.children[1].image"] == FixtureLocation(line: 3, column: 41)
        )
        #expect(
            fixture.valueLocations["root.children[0].text"] == FixtureLocation(line: 2, column: 28))
        #expect(
            fixture.error(at: "root.children[1].image", node: nil, "no such image").description
                == "cells.json:3:41: no such image")
    }

    @Test func unreadableFilesNameTheFile() {
        #expect(
            throws: FixtureError(
                file: "/no/such/fixture.yaml",
                message: "cannot read the fixture: No such file or directory")
        ) {
            try FixtureLoader.load(path: "/no/such/fixture.yaml")
        }
    }
}
