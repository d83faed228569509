import Yams

/// Converts a composed Yams document into `FixtureValue`, expanding aliases under a budget:
/// an alias bomb (nine levels of ten aliases is a billion values) stops with an error instead of
/// exhausting memory or time. A container is converted once per position in the file and shared
/// (the value is a copy-on-write tree; an alias is the node at its anchor's position, and Yams
/// keeps no anchor names); each further use only charges its size to the budget, so the check is
/// linear in the file, not in the expansion.
struct YAMLConversion {
    /// Values left before the document counts as hostile.
    private(set) var budget: Int
    let file: String
    /// Containers already converted, with their expanded size, by position in the file.
    private var anchored: [String: (value: FixtureValue, size: Int)] = [:]

    /// The most values a fixture may expand to.
    static let maximumValues = 20_000_000

    init(file: String) {
        self.file = file
        self.budget = Self.maximumValues
    }

    mutating func convert(_ node: Node) throws(FixtureError) -> FixtureValue {
        let key = node.scalar == nil ? node.mark.map { "\($0.line):\($0.column)" } : nil
        if let key, let (value, size) = anchored[key] {
            try charge(size, at: node)
            return value
        }
        let before = budget
        let value = try convertOnce(node)
        if let key { anchored[key] = (value, before - budget) }
        return value
    }

    private mutating func charge(_ values: Int, at node: Node) throws(FixtureError) {
        budget -= values
        guard budget >= 0 else {
            throw FixtureError(
                file: file, line: node.mark?.line, column: node.mark?.column,
                message: "the document expands to more than \(Self.maximumValues) values "
                    + "(aliases referring to aliases?); refusing to load it")
        }
    }

    private mutating func convertOnce(_ node: Node) throws(FixtureError) -> FixtureValue {
        try charge(1, at: node)
        let mark = SourceMark(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
        switch node {
        case .scalar(let scalar):
            return .scalar(
                FixtureScalar(text: scalar.string, quoted: scalar.style != .plain, mark: mark))
        case .sequence(let sequence):
            var items: [FixtureValue] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try convert(item)) }
            return .sequence(items, mark)
        case .mapping(let mapping):
            var entries: [FixtureEntry] = []
            entries.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                let keyMark = SourceMark(line: key.mark?.line ?? 0, column: key.mark?.column ?? 0)
                guard let text = key.scalar?.string else {
                    throw FixtureError(
                        file: file, line: key.mark?.line, column: key.mark?.column,
                        message:
                            "mapping keys must be plain names, found a \(key.sequence != nil ? "list" : "mapping")"
                    )
                }
                entries.append(
                    FixtureEntry(
                        key: FixtureScalar(text: text, quoted: false, mark: keyMark),
                        value: try convert(value)))
            }
            return .mapping(entries, mark)
        case .alias(let alias):
            throw FixtureError(
                file: file, line: alias.mark?.line, column: alias.mark?.column,
                message: "unresolved alias '\(alias.anchor.rawValue)'")
        }
    }
}
