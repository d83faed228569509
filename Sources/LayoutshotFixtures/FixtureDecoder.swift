import LayoutshotCore
import LayoutshotLayout

/// Turns a composed YAML/JSON document into a `Fixture`, validating every value and locating
/// every error (the fixture format article, LayoutshotTesting.docc/FixtureFormat.md).
struct FixtureDecoder {
    /// The file, for error messages.
    let file: String
    /// The fixture's folder, for resolving image and font paths.
    let directory: String
    /// Layout nodes left before the file counts as hostile (an alias bomb expands to billions).
    var nodeBudget: Int
    /// `Fixture.valueLocations`, collected while decoding.
    var valueLocations: [String: FixtureLocation] = [:]
    /// The appearance whose values `{light, dark}` colours take.
    var appearance: Appearance = .light

    /// The most layout nodes a fixture may have, aliases expanded.
    static let maximumNodes = 2_000_000

    init(file: String, directory: String) {
        self.file = file
        self.directory = directory
        self.nodeBudget = Self.maximumNodes
    }

    /// The keys of the top-level mapping.
    static let documentKeys = ["sizeRange", "scale", "background", "fonts", "variants", "root"]
    /// The keys of `sizeRange`'s `{min, max}` form.
    static let sizeRangeKeys = ["min", "max"]
    /// The edges of `insets`' mapping form.
    static let insetEdges = ["top", "left", "bottom", "right"]

    /// Decodes the top-level mapping.
    mutating func decodeDocument(_ document: FixtureValue) throws(FixtureError) -> Fixture {
        guard let mapping = document.mapping else {
            throw error(
                at: document, "expected a mapping with a 'root' node, found \(describe(document))")
        }
        var sizeRange = SizeRange.unconstrained
        var scale = 1.0
        var background = Color.white
        var fonts: [String] = []
        var rootNode: FixtureValue?
        var variants: FixtureVariants?
        for entry in mapping {
            let key = entry.key.text
            let value = entry.value
            switch key {
            case "sizeRange": sizeRange = try decodeSizeRange(value)
            case "scale":
                scale = try number(value, key: "scale", node: nil, limit: Fixture.scales.upperBound)
                guard Fixture.scales.contains(scale) else {
                    // As written: 1e-320 printed in points would read "0".
                    throw error(
                        at: value, "'scale' must be \(Fixture.scaleRule), found \(describe(value))")
                }
            case "background": background = try color(value, key: "background", node: nil)
            case "fonts":
                fonts = try stringList(value, key: "fonts").map { resolve($0) }
                for (index, item) in (value.sequence ?? [value]).enumerated() {
                    valueLocations["fonts[\(index)]"] = item.mark.location
                }
            case "variants": variants = try decodeVariants(value)
            case "root": rootNode = value
            default:
                throw unknownKey(
                    key, at: entry.key.mark, allowed: Self.documentKeys, what: "a fixture",
                    node: nil)
            }
        }
        guard let rootNode else {
            throw error(at: document, "missing key 'root': a fixture needs a root node")
        }
        valueLocations["root"] = rootNode.mark.location
        let root = try decodeElement(rootNode, path: .root())
        var fixture = Fixture(
            path: file, sizeRange: sizeRange, scale: scale, background: background, fonts: fonts,
            root: root)
        fixture.valueLocations = valueLocations
        fixture.variants = variants
        return fixture
    }

    /// `{min: [w, h], max: [w, h]}` or `[w, h]` for an exact size.
    func decodeSizeRange(_ value: FixtureValue) throws(FixtureError) -> SizeRange {
        if value.sequence != nil {
            let size = try self.size(value, key: "sizeRange", node: nil, allowInfinity: false)
            return SizeRange(exactly: size)
        }
        guard let mapping = value.mapping else {
            throw error(
                at: value,
                "'sizeRange' must be [width, height] or {min: [w, h], max: [w, h]}, found \(describe(value))"
            )
        }
        var minimum = Size.zero
        var maximum = Size(.infinity, .infinity)
        for entry in mapping {
            let item = entry.value
            switch entry.key.text {
            case "min":
                minimum = try size(item, key: "sizeRange.min", node: nil, allowInfinity: false)
            case "max":
                maximum = try size(item, key: "sizeRange.max", node: nil, allowInfinity: true)
            default:
                throw unknownKey(
                    entry.key.text, at: entry.key.mark, allowed: Self.sizeRangeKeys,
                    what: "'sizeRange'", node: nil)
            }
        }
        if minimum.width > maximum.width || minimum.height > maximum.height {
            throw error(at: value, "'sizeRange' min \(minimum) exceeds max \(maximum)")
        }
        return SizeRange(min: minimum, max: maximum)
    }

    /// Resolves a path from the fixture against its folder.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    }

    // MARK: Errors

    /// An error located at `value`'s position.
    func error(at value: FixtureValue?, _ message: String, node label: NodePath? = nil)
        -> FixtureError
    {
        error(at: value?.mark, message, node: label)
    }

    /// An error located at `mark`.
    func error(at mark: SourceMark?, _ message: String, node label: NodePath? = nil) -> FixtureError
    {
        let known = mark?.location
        return FixtureError(
            file: file, line: known?.line, column: known?.column, node: label?.description,
            message: message)
    }

    /// "unknown key 'colour' for a box; did you mean 'color'?" or the list of valid keys.
    func unknownKey(
        _ key: String, at node: SourceMark, allowed: [String], what: String, node label: NodePath?
    )
        -> FixtureError
    {
        if let suggestion = NearestName.suggest(key, from: allowed) {
            return error(
                at: node, "unknown key '\(key)' for \(what); did you mean '\(suggestion)'?",
                node: label)
        }
        return error(
            at: node,
            "unknown key '\(key)' for \(what); expected one of: \(allowed.joined(separator: ", "))",
            node: label)
    }

    /// A short description of what was found, for "expected …, found …".
    func describe(_ node: FixtureValue) -> String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.text
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return !scalar.quoted && !text.isEmpty ? "'\(shown)'" : "the string \"\(shown)\""
        case .mapping: return "a mapping"
        case .sequence(let items, _):
            return "a list of \(items.count) item\(items.count == 1 ? "" : "s")"
        }
    }
}
