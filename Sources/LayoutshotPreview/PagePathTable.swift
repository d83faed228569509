import LayoutshotCore

/// An object of strings keyed by the page's paths of layout nodes (`root`, `root.0`,
/// `root.0.2`: the layout's child order), in the order the layout is walked: the render
/// answer's `styles` and `nodePaths`.
///
/// ```swift
/// var styles = PagePathTable()
/// styles.append("root.0", "flexGrow 1")   // {"root.0": "flexGrow 1"}
/// ```
struct PagePathTable: Encodable {
    private(set) var entries: [(path: String, value: String)] = []

    /// Adds `value` for the node at `path`, after every entry so far.
    mutating func append(_ path: String, _ value: String) {
        entries.append((path, value))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for entry in entries { try container.encode(entry.value, forKey: JSONKey(entry.path)) }
    }
}
