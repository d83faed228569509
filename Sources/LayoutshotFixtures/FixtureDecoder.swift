import LayoutshotCore
import LayoutshotLayout
import Yams

/// Turns a composed YAML/JSON document into a `Fixture`, validating every value and locating
/// every error (FIXTURES.md).
struct FixtureDecoder {
    /// The file, for error messages.
    let file: String
    /// The fixture's folder, for resolving image and font paths.
    let directory: String
    /// Layout nodes left before the file counts as hostile (an alias bomb expands to billions).
    var nodeBudget: Int

    /// The most layout nodes a fixture may have, aliases expanded.
    static let maximumNodes = 2_000_000

    init(file: String, directory: String) {
        self.file = file
        self.directory = directory
        self.nodeBudget = Self.maximumNodes
    }

    static let documentKeys = ["sizeRange", "scale", "background", "fonts", "root"]

    /// Decodes the top-level mapping.
    mutating func decodeDocument(_ document: Node) throws(FixtureError) -> Fixture {
        guard let mapping = document.mapping else {
            throw error(at: document, "expected a mapping with a 'root' node, found \(describe(document))")
        }
        var sizeRange = SizeRange.unconstrained
        var scale = 1.0
        var background = Color.white
        var fonts: [String] = []
        var rootNode: Node?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "sizeRange": sizeRange = try decodeSizeRange(value)
            case "scale":
                scale = try number(value, key: "scale", node: nil)
                guard scale > 0, scale <= 16 else {
                    throw error(at: value, "'scale' must be greater than 0 and at most 16, found \(formatPoints(scale))")
                }
            case "background": background = try color(value, key: "background", node: nil)
            case "fonts":
                fonts = try stringList(value, key: "fonts").map { resolve($0) }
            case "root": rootNode = value
            default:
                throw unknownKey(key, at: keyNode, allowed: Self.documentKeys, what: "a fixture", node: nil)
            }
        }
        guard let rootNode else {
            throw error(at: document, "missing key 'root': a fixture needs a root node")
        }
        let root = try decodeElement(rootNode, path: "root")
        return Fixture(path: file, sizeRange: sizeRange, scale: scale, background: background, fonts: fonts, root: root)
    }

    /// `{min: [w, h], max: [w, h]}` or `[w, h]` for an exact size.
    func decodeSizeRange(_ value: Node) throws(FixtureError) -> SizeRange {
        if value.sequence != nil {
            let size = try self.size(value, key: "sizeRange", node: nil, allowInfinity: false)
            return SizeRange(exactly: size)
        }
        guard let mapping = value.mapping else {
            throw error(at: value, "'sizeRange' must be [width, height] or {min: [w, h], max: [w, h]}, found \(describe(value))")
        }
        var minimum = Size.zero
        var maximum = Size(.infinity, .infinity)
        for (keyNode, item) in mapping {
            switch keyNode.string ?? "" {
            case "min": minimum = try size(item, key: "sizeRange.min", node: nil, allowInfinity: false)
            case "max": maximum = try size(item, key: "sizeRange.max", node: nil, allowInfinity: true)
            default:
                throw unknownKey(keyNode.string ?? "", at: keyNode, allowed: ["min", "max"], what: "'sizeRange'", node: nil)
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

    /// An error located at `node`'s mark.
    func error(at node: Node?, _ message: String, node label: String? = nil) -> FixtureError {
        FixtureError(file: file, line: node?.mark?.line, column: node?.mark?.column, node: label, message: message)
    }

    /// "unknown key 'colour' for a box; did you mean 'color'?" or the list of valid keys.
    func unknownKey(_ key: String, at node: Node, allowed: [String], what: String, node label: String?) -> FixtureError {
        if let suggestion = NearestName.suggest(key, from: allowed) {
            return error(at: node, "unknown key '\(key)' for \(what); did you mean '\(suggestion)'?", node: label)
        }
        return error(at: node, "unknown key '\(key)' for \(what); expected one of: \(allowed.joined(separator: ", "))",
                     node: label)
    }

    /// A short description of what was found, for "expected …, found …".
    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return scalar.style == .plain && !text.isEmpty ? "'\(shown)'" : "the string \"\(shown)\""
        case .mapping: return "a mapping"
        case .sequence(let sequence): return "a list of \(sequence.count) item\(sequence.count == 1 ? "" : "s")"
        case .alias: return "an alias"
        }
    }
}
