import Foundation
import LayoutshotTestSupport
import Testing

/// Extreme numbers in fixtures from pull requests: every numeric key, with values far beyond
/// any layout, never crashes `layout` or `render`. A value is either refused with the one
/// located message (limit stated) or, where the key accepts it, laid out and drawn.
struct ExtremeNumberTests {
    /// Every numeric fixture key, as a fixture with `V` where the value goes.
    static let keys: [(key: String, fixture: String)] = {
        let document = { (line: String) in
            "\(line)\nroot: {type: box, color: red, preferredSize: [24, 24]}\n"
        }
        let box = { (keys: String) in
            "sizeRange: [160, 48]\nroot:\n  type: stack\n  children:\n    - {type: box, color: red, preferredSize: [24, 24], \(keys)}\n"
        }
        let spec = { (keys: String, child: String) in
            "sizeRange: [160, 48]\nroot: {\(keys), \(child)}\n"
        }
        let leaf = "child: {type: box, color: red, preferredSize: [24, 24]}"
        var keys: [(String, String)] = [
            ("sizeRange", document("sizeRange: [V, 48]")),
            ("sizeRange.min", document("sizeRange: {min: [V, 0], max: [200, 200]}")),
            ("sizeRange.max", document("sizeRange: {min: [0, 0], max: [V, V]}")),
            ("scale", document("sizeRange: [160, 48]\nscale: V")),
        ]
        for key in [
            "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "flexBasis",
            "spacingBefore",
            "spacingAfter", "flexGrow", "flexShrink", "ascender", "descender", "borderWidth",
            "cornerRadius",
        ] {
            keys.append((key, box("\(key): V")))
        }
        keys.append(("width (percent)", box("width: \"V%\"")))
        keys.append(("height (pt)", box("height: \"Vpt\"")))
        for key in ["preferredSize", "minSize", "maxSize"] {
            keys.append((key, box("\(key): [V, V]")))
        }
        keys += [
            (
                "layoutPosition",
                "sizeRange: [160, 48]\nroot:\n  type: absolute\n  children:\n"
                    + "    - {type: box, color: red, preferredSize: [24, 24], layoutPosition: [V, V]}\n"
            ),
            (
                "text.lineSpacing",
                "sizeRange: [160, 48]\nroot: {type: text, text: \"Hello, world\", lineSpacing: V}\n"
            ),
            (
                "maximumNumberOfLines",
                "sizeRange: [160, 48]\nroot: {type: text, text: \"Hello, world\", maximumNumberOfLines: V}\n"
            ),
            ("insets", spec("type: inset, insets: V", "child: {type: text, text: \"Hi\"}")),
            ("insets.left", spec("type: inset, insets: {left: V, top: V}", leaf)),
            ("ratio", spec("type: ratio, ratio: V", leaf)),
            (
                "stack.spacing",
                spec(
                    "type: stack, spacing: V",
                    "children: [{type: box, color: red, preferredSize: [24, 24]}, "
                        + "{type: text, text: \"Hi\"}]")
            ),
            (
                "stack.lineSpacing",
                spec(
                    "type: stack, flexWrap: wrap, lineSpacing: V",
                    "children: [{type: box, color: red, preferredSize: [100, 24]}, "
                        + "{type: box, color: blue, preferredSize: [100, 24]}]")
            ),
            (
                "offset",
                spec(
                    "type: corner, offset: [V, V]",
                    "child: {type: box, color: red, preferredSize: [24, 24]}, "
                        + "corner: {type: box, color: blue, preferredSize: [8, 8]}")
            ),
        ]
        return keys
    }()

    static let values = [
        "1e308", "-1e308", "1e38", "-1e38", ".inf", "-.inf", "-0.0", "1000000", "1000001",
        "4.9e-324",
    ]

    @Test(arguments: keys.map(\.key))
    func extremeValuesNeverCrashLayoutOrRender(key: String) throws {
        let template = try #require(Self.keys.first { $0.key == key }).fixture
        let names = Self.values.indices.map { "v\($0).yaml" }
        let folder = try CommandRunner.folder(
            with: Dictionary(
                uniqueKeysWithValues: zip(names, Self.values).map { name, value in
                    (name, template.replacingOccurrences(of: "V", with: value))
                }))
        for (name, value) in zip(names, Self.values) {
            for arguments in [["layout", name], ["layout", name, "--json", "--absolute"]] {
                let result = try CommandRunner.run(arguments, in: folder)
                #expect(
                    result.status == 0 || result.status == 2,
                    "\(key): \(value): \(arguments) exited \(result.status): \(result.stderr)")
                #expect(
                    result.status == 0 || result.stderr.hasPrefix("error: \(name):"),
                    "\(key): \(value): \(result.stderr)")
            }
        }
        let render = try CommandRunner.run(["render"] + names + ["--out-dir", "out"], in: folder)
        #expect(
            render.status == 0 || render.status == 2,
            "\(key): render exited \(render.status): \(render.stderr)")
        // Every fixture is either drawn or refused with a message naming it.
        for name in names {
            let drawn = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("out/\(name.dropLast(5)).png").path)
            #expect(
                drawn != render.stderr.contains("error: \(name):"),
                "\(key): \(name): \(render.stderr)")
        }
        let svg = try CommandRunner.run(
            ["render"] + names + ["--out-dir", "svg", "--format", "svg"], in: folder)
        #expect(
            svg.status == 0 || svg.status == 2,
            "\(key): render --format svg exited \(svg.status): \(svg.stderr)")
    }

    @Test(arguments: [
        (
            "spacing: -1e308",
            "bad.yaml:4:12: root: 'spacing' must be at most 1000000 in magnitude, found '-1e308' "
                + "(the limit of every fixture number: far beyond any real layout)"
        ),
        (
            "spacing: 8\n  children:\n    - {type: box, preferredSize: [1e38, 24]}",
            "bad.yaml:6:35: root.children[0]: 'preferredSize.width' must be at most 1000000 in magnitude, found '1e38' "
                + "(the limit of every fixture number: far beyond any real layout)"
        ),
        (
            "flexWrap: wrap\n  lineSpacing: 1000001",
            "bad.yaml:5:16: root: 'lineSpacing' must be at most 1000000 in magnitude, "
                + "found '1000001' (the limit of every fixture number: far beyond any real layout)"
        ),
    ])
    func numbersBeyondTheLimitNameTheLimit(line: String, message: String) throws {
        let folder = try CommandRunner.folder(with: [
            "bad.yaml": "sizeRange: [160, 48]\nroot:\n  type: stack\n  \(line)\n"
        ])
        for command in ["layout", "render"] {
            let result = try CommandRunner.run(
                [command, "bad.yaml"] + (command == "render" ? ["-o", "bad.png"] : []), in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "error: \(message)\n")
            #expect(result.stdout == "")
        }
    }

    @Test func scaleNamesItsOwnLimit() throws {
        let folder = try CommandRunner.folder(with: [
            "big.yaml": "scale: 1e38\nroot: {type: box, color: red}\n",
            "zero.yaml": "scale: 0\nroot: {type: box, color: red}\n",
        ])
        let big = try CommandRunner.run(["render", "big.yaml", "-o", "big.png"], in: folder)
        #expect(big.status == 2)
        #expect(
            big.stderr
                == "error: big.yaml:1:8: 'scale' must be at most 16 in magnitude, found '1e38'\n")
        let zero = try CommandRunner.run(["layout", "zero.yaml"], in: folder)
        #expect(
            zero.stderr
                == "error: zero.yaml:1:8: 'scale' must be at least 0.01 and at most 16, found '0'\n"
        )
    }

    @Test func aFrameAtTheEdgeOfDoubleIsPrintedAndDrawn() throws {
        // Insets accept any magnitude (Texture writes CGFLOAT_MAX there): the child sits at -1e308.
        let folder = try CommandRunner.folder(with: [
            "far.yaml": """
            sizeRange: [160, 48]
            root: {type: inset, insets: -1e308, child: {type: box, id: far, color: red}}
            """
        ])
        let layout = try CommandRunner.run(["layout", "far.yaml", "--absolute"], in: folder)
        #expect(layout.status == 0)
        #expect(layout.stdout == "inset  (0, 0) 160×48\n  box #far  (-1e+308, -1e+308) 0×0\n")
        let render = try CommandRunner.run(["render", "far.yaml", "-o", "far.png"], in: folder)
        #expect(render.status == 0)
        #expect(render.stdout == "far.png\n")
    }
}
