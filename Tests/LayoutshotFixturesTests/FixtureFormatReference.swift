import Foundation
import LayoutshotTestSupport

/// The fixture format article (LayoutshotTesting.docc/FixtureFormat.md) read the way its tests
/// need it: the keys of each table, each table row, and the fenced examples.
///
/// The document's conventions, which these tests hold it to:
/// - a table row that starts with a backticked name (`| \`spacing\` | …`) documents that key;
/// - the keys of a node type are in the table under its heading, `### stack`;
/// - a ```` ```yaml ```` block is a complete fixture that loads and lays out;
/// - a ```` ```yaml bad ```` block must fail to load, with the message in the ```` ```text ````
///   block right after it, as `layoutshot layout bad.yaml` prints it;
/// - a ```` ```yaml render-error ```` block loads; its fonts or images fail later, when drawn.
struct FixtureFormatReference {
    /// A fenced block of the document.
    struct Example {
        /// The word after `yaml`: "" (a good example), "bad" or "render-error".
        var kind: String
        /// The YAML text.
        var text: String
        /// The line of the opening fence, for failure messages.
        var line: Int
        /// The ```` ```text ```` block right after it, if any.
        var output: String?
    }

    /// Where the examples' relative paths start: they read as fixtures at the repository's root.
    static let docsFolder = PackageFolder.root
    /// The document's path.
    static let path = PackageFolder.root
        .appendingPathComponent("Sources/LayoutshotTesting/LayoutshotTesting.docc/FixtureFormat.md")
        .path

    /// The whole text.
    let text: String
    /// Documented keys by section: "The document", "Nodes", "Node types", "Style properties", or
    /// a type name for the `### type` sections.
    private(set) var keys: [String: [String]] = [:]
    /// Each key's table row, split into cells, by section and key.
    private(set) var rows: [String: [String: [String]]] = [:]
    /// Every ```` ```yaml ```` block, in order.
    private(set) var examples: [Example] = []

    /// Reads and parses the document.
    init() throws {
        try self.init(text: String(contentsOfFile: Self.path, encoding: .utf8))
    }

    init(text: String) {
        self.text = text
        let lines = text.components(separatedBy: "\n")
        var section = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let (body, end) = Self.fence(lines, from: index + 1)
                if info == "yaml" || info.hasPrefix("yaml ") {
                    var example = Example(
                        kind: String(info.dropFirst(4)).trimmingCharacters(in: .whitespaces),
                        text: body, line: index + 1)
                    var next = end + 1
                    while next < lines.count
                        && lines[next].trimmingCharacters(in: .whitespaces).isEmpty
                    { next += 1 }
                    if next < lines.count && lines[next] == "```text" {
                        example.output = Self.fence(lines, from: next + 1).body
                    }
                    examples.append(example)
                }
                index = end + 1
                continue
            }
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
            } else if line.hasPrefix("### ") {
                section = String(line.dropFirst(4)).trimmingCharacters(
                    in: CharacterSet(charactersIn: "`"))
                keys[section, default: []] += []
            } else if line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                if let key = Self.backticked(cells[0]).first {
                    keys[section, default: []].append(key)
                    rows[section, default: [:]][key] = Array(cells)
                }
            }
            index += 1
        }
    }

    /// The lines of a fence body starting at `start`, and the index of the closing fence.
    private static func fence(_ lines: [String], from start: Int) -> (body: String, end: Int) {
        var end = start
        while end < lines.count && lines[end] != "```" { end += 1 }
        return (lines[start..<end].joined(separator: "\n"), end)
    }

    /// The `backticked` words of a table cell, in order.
    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
