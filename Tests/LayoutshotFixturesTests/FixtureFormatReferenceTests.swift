import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// The fixture format article against the decoder, so the two cannot drift: every key the decoder
/// accepts (`FixtureKeys`, the lists behind its "unknown key" errors) is documented and nothing
/// else is, every documented enum value is accepted, every example loads and lays out, and every
/// documented error message is the one the decoder gives.
struct FixtureFormatReferenceTests {
    static let reference: Result<FixtureFormatReference, any Error> = Result {
        try FixtureFormatReference()
    }

    func reference() throws -> FixtureFormatReference { try Self.reference.get() }

    // MARK: Keys

    @Test func documentsExactlyTheTopLevelKeys() throws {
        #expect(try reference().keys["The document"] == FixtureKeys.document)
    }

    @Test func documentsExactlyTheKeysOfEveryNode() throws {
        #expect(try reference().keys["Nodes"] == FixtureKeys.common)
    }

    @Test func documentsExactlyTheNodeTypes() throws {
        #expect(try reference().keys["Node types"] == FixtureKeys.types)
    }

    @Test func documentsExactlyTheStyleKeys() throws {
        #expect(try reference().keys["Style properties"] == FixtureKeys.style)
    }

    @Test(arguments: FixtureKeys.types)
    func documentsExactlyTheOwnKeysOf(type: String) throws {
        let documented = try reference().keys[type]
        #expect(documented != nil, "the fixture format article has no '### \(type)' section")
        #expect(
            Set(documented ?? []) == Set(FixtureKeys.ownKeys(of: type) ?? []),
            "the keys in the table under '### \(type)' differ from the decoder's")
        #expect(
            documented?.count == Set(documented ?? []).count,
            "a key of '\(type)' is documented twice")
    }

    @Test func documentsTheSubkeysAndTheOlderNames() throws {
        let text = try reference().text
        for key in FixtureKeys.sizeRange + FixtureKeys.insetEdges {
            #expect(text.contains("`\(key)`"), "'\(key)' is not mentioned in backticks")
        }
        for alias in FixtureKeys.typeAliases.keys {
            #expect(
                text.contains("`type: \(alias)`"), "the alias 'type: \(alias)' is not documented")
        }
    }

    // MARK: Enum values

    /// The keys whose values are names, with the cases the decoder accepts for each.
    static let enumerations: [(type: String?, key: String, cases: [String])] = [
        ("text", "alignment", TextAlignment.allCases.map(\.rawValue)),
        ("text", "truncation", TextTruncation.allCases.map(\.rawValue)),
        ("image", "contentMode", ContentMode.allCases.map(\.rawValue)),
        ("center", "centeringOptions", CenteringOptions.allCases.map(\.rawValue)),
        ("center", "sizingOptions", CenterSizing.allCases.map(\.rawValue)),
        ("relative", "horizontalPosition", RelativePosition.allCases.map(\.rawValue)),
        ("relative", "verticalPosition", RelativePosition.allCases.map(\.rawValue)),
        ("relative", "sizingOption", RelativeSizing.allCases.map(\.rawValue)),
        ("stack", "direction", StackDirection.allCases.map(\.rawValue)),
        ("stack", "justifyContent", JustifyContent.allCases.map(\.rawValue)),
        ("stack", "alignItems", AlignItems.allCases.map(\.rawValue)),
        ("stack", "horizontalAlignment", HorizontalAlignment.allCases.map(\.rawValue)),
        ("stack", "verticalAlignment", VerticalAlignment.allCases.map(\.rawValue)),
        ("stack", "flexWrap", FlexWrap.allCases.map(\.rawValue)),
        ("stack", "alignContent", AlignContent.allCases.map(\.rawValue)),
        ("absolute", "sizing", AbsoluteSizing.allCases.map(\.rawValue)),
        ("corner", "cornerLocation", CornerLocation.allCases.map(\.rawValue)),
        (nil, "alignSelf", AlignSelf.allCases.map(\.rawValue)),
    ]

    /// The smallest valid node of each type, to try one value on.
    static let minimalNodes: [String: String] = [
        "box": "type: box", "text": "type: text, text: a", "image": "type: image, image: a.png",
        "spacer": "type: spacer", "wrapper": "type: wrapper",
        "inset": "type: inset, child: {type: box}",
        "overlay": "type: overlay, child: {type: box}, overlay: {type: box}",
        "background": "type: background, child: {type: box}, background: {type: box}",
        "center": "type: center, child: {type: box}",
        "relative": "type: relative, child: {type: box}",
        "ratio": "type: ratio, ratio: 1, child: {type: box}", "stack": "type: stack",
        "absolute": "type: absolute",
        "corner": "type: corner, child: {type: box}, corner: {type: box}",
    ]

    @Test func everyTypeHasAMinimalNodeHere() {
        #expect(Set(Self.minimalNodes.keys) == Set(FixtureKeys.types))
    }

    @Test(arguments: enumerations.indices)
    func documentsExactlyTheValuesAndTheDecoderAcceptsThem(index: Int) throws {
        let (type, key, cases) = Self.enumerations[index]
        let section = type ?? "Style properties"
        let row = try #require(
            try reference().rows[section]?[key], "no row for '\(key)' under \(section)")
        let documented = FixtureFormatReference.backticked(row[1])
        #expect(
            Set(documented) == Set(cases) && documented.count == cases.count,
            "the values of '\(key)' in the fixture format article differ from the decoder's")
        for value in cases {
            let node = Self.minimalNodes[type ?? "box"] ?? "type: box"
            #expect(throws: Never.self, "\(key): \(value)") {
                try FixtureLoader.decode("root: {\(node), \(key): \(value)}", path: "enum.yaml")
            }
        }
    }

    // MARK: Examples

    /// The image sizes of the examples' PNG files, from their headers: a missing file fails.
    struct PNGHeaderSizer: ImageSizing {
        func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
            guard let data = FileManager.default.contents(atPath: image.path), data.count >= 24
            else {
                Issue.record("the example's image \(image.path) cannot be read")
                return nil
            }
            let bytes = [UInt8](data.prefix(24))
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return Size(Double(width) / scale, Double(height) / scale)
        }
    }

    @Test func everyExampleLoadsAndLaysOut() throws {
        let examples = try reference().examples.filter { $0.kind.isEmpty }
        #expect(examples.count >= 30)
        let environment = LayoutEnvironment(
            textMeasurer: FixedTextMeasurer(), imageSizer: PNGHeaderSizer())
        for example in examples {
            let path = FixtureFormatReference.docsFolder.appendingPathComponent("example.yaml").path
            do {
                let fixture = try FixtureLoader.decode(example.text, path: path)
                let layout = fixture.layout(environment: environment)
                #expect(
                    layout.frame.size.width.isFinite && layout.frame.size.height.isFinite,
                    "the example at line \(example.line) laid out to \(layout.frame.size)")
            } catch {
                Issue.record(
                    "the example at line \(example.line) does not load: \(error.description)")
            }
        }
    }

    @Test func everyKeyAndTypeIsUsedInAnExample() throws {
        let yaml = try reference().examples.filter { $0.kind.isEmpty }.map(\.text).joined(
            separator: "\n")
        var keys =
            FixtureKeys.document + FixtureKeys.common + FixtureKeys.style + FixtureKeys.sizeRange
            + FixtureKeys.insetEdges
        for type in FixtureKeys.types { keys += FixtureKeys.ownKeys(of: type) ?? [] }
        for key in Set(keys) {
            #expect(yaml.contains("\(key):"), "no example uses '\(key)'")
        }
        for type in FixtureKeys.types + FixtureKeys.typeAliases.keys {
            #expect(yaml.contains("type: \(type)"), "no example has a '\(type)' node")
        }
    }

    @Test func everyBadExampleFailsWithTheDocumentedMessage() throws {
        let examples = try reference().examples.filter { $0.kind == "bad" }
        #expect(examples.count >= 10)
        for example in examples {
            let output = try #require(
                example.output, "the bad example at line \(example.line) has no ```text")
            do {
                _ = try FixtureLoader.decode(example.text, path: "bad.yaml")
                Issue.record("the bad example at line \(example.line) loads")
            } catch {
                #expect(
                    "error: \(error.description)" == output,
                    "the bad example at line \(example.line)")
            }
        }
    }

    @Test func everyRenderErrorExampleLoadsAndNamesTheValueItFailsOn() throws {
        let examples = try reference().examples.filter { $0.kind == "render-error" }
        #expect(!examples.isEmpty)
        for example in examples {
            let fixture = try FixtureLoader.decode(example.text, path: "bad.yaml")
            let output = try #require(example.output)
            let located = fixture.valueLocations.values.contains { location in
                output.hasPrefix("error: bad.yaml:\(location.line):\(location.column): ")
            }
            #expect(located, "the render-error example at line \(example.line): \(output)")
        }
    }

    @Test func noExampleHasAnUnknownKind() throws {
        for example in try reference().examples {
            #expect(
                ["", "bad", "render-error"].contains(example.kind),
                "line \(example.line): yaml \(example.kind)")
        }
    }
}
