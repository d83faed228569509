import LayoutshotCore

/// One step of a `LayoutExplanation`: which element decided what, by which rule, in a sentence
/// with the numbers, and the numbers themselves.
///
/// The typed numbers are what steps compose by: a step that hands a range down says the range
/// it started `from` and the `range` it gives; the node's own steps end with its `size`; every
/// position step gives the `offset` of one element of the chain in its parent. Other numbers a
/// sentence names are in `values`.
///
/// ```swift
/// let step = explanation.steps[0]
/// print("\(step.by) \(step.rule.rawValue): \(step.says)")
/// ```
public struct ExplanationStep: Hashable, Sendable {
    /// The element that decided, named as messages name nodes: its id in backquotes, or its
    /// type and path.
    public var by: String
    /// The rule it applied.
    public var rule: ExplanationRule
    /// The step in one English sentence, with its numbers.
    public var says: String
    /// The range the step started from: the last `range` before it.
    public var from: SizeRange?
    /// The range the step gives: handed down to the next element, or the element's own.
    public var range: SizeRange?
    /// The node's size as the step leaves it.
    public var size: Size?
    /// Where the step puts an element of the chain in its parent.
    public var offset: Point?
    /// The node's origin in root coordinates, where the step decides it (the pixel grid).
    public var origin: Point?
    /// The other numbers the sentence names: `freeSpace`, `flexGrow`, `share`, …
    public var values: [ExplanationValue: Double]

    /// Creates a step.
    public init(
        by: String, rule: ExplanationRule, says: String, from: SizeRange? = nil,
        range: SizeRange? = nil,
        size: Size? = nil, offset: Point? = nil, origin: Point? = nil,
        values: [ExplanationValue: Double] = [:]
    ) {
        self.by = by
        self.rule = rule
        self.says = says
        self.from = from
        self.range = range
        self.size = size
        self.offset = offset
        self.origin = origin
        self.values = values
    }
}

/// A step is a JSON object: `by`, `rule`, `says` (not in a layout sidecar), then each number that is set as a field of its
/// own (`from` and `range` as `{"min": [w, h], "max": [w, h]}`, `size` as `[w, h]`, `offset`
/// and `origin` as `[x, y]`, `values` by their names). An unbounded maximum is `"inf"`, as in
/// fixtures.
extension ExplanationStep: Codable {
    /// The names of the typed fields.
    static let fieldNames: Set<String> = [
        "by", "rule", "says", "from", "range", "size", "offset", "origin",
    ]

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, saying: true)
    }

    /// The step's fields; without `says` and `from` in a layout sidecar, which keeps the numbers
    /// only.
    func encode(to encoder: any Encoder, saying: Bool) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(by, forKey: JSONKey("by"))
        try container.encode(rule, forKey: JSONKey("rule"))
        if saying { try container.encode(says, forKey: JSONKey("says")) }
        // A sidecar leaves out `from`: the range before it, which putting a chain together restores.
        if saying, let from {
            try container.encode(ExplanationNumbers.range(from), forKey: JSONKey("from"))
        }
        if let range {
            try container.encode(ExplanationNumbers.range(range), forKey: JSONKey("range"))
        }
        if let size {
            try container.encode(
                ExplanationNumbers.pair(size.width, size.height), forKey: JSONKey("size"))
        }
        if let offset {
            try container.encode(
                ExplanationNumbers.pair(offset.x, offset.y), forKey: JSONKey("offset"))
        }
        if let origin {
            try container.encode(
                ExplanationNumbers.pair(origin.x, origin.y), forKey: JSONKey("origin"))
        }
        for value in values.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            try container.encode(
                ExplanationNumbers.Number(values[value] ?? 0), forKey: JSONKey(value.rawValue))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        by = try container.decode(String.self, forKey: JSONKey("by"))
        rule = try container.decode(ExplanationRule.self, forKey: JSONKey("rule"))
        // A sidecar's steps have no sentence.
        says = try container.decodeIfPresent(String.self, forKey: JSONKey("says")) ?? ""
        from = try container.decodeIfPresent(
            ExplanationNumbers.Range.self, forKey: JSONKey("from"))?.sizeRange
        range = try container.decodeIfPresent(
            ExplanationNumbers.Range.self, forKey: JSONKey("range"))?.sizeRange
        func pair<Value>(_ name: String, _ make: (Double, Double) -> Value) throws -> Value? {
            try container.decodeIfPresent([ExplanationNumbers.Number].self, forKey: JSONKey(name))
                .map { pair throws in
                    try ExplanationNumbers.pair(pair, in: container, key: JSONKey(name), as: make)
                }
        }
        size = try pair("size") { Size($0, $1) }
        offset = try pair("offset") { Point($0, $1) }
        origin = try pair("origin") { Point($0, $1) }
        values = [:]
        for key in container.allKeys where !Self.fieldNames.contains(key.stringValue) {
            guard let value = ExplanationValue(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "unknown number '\(key.stringValue)'; expected one of "
                        + ExplanationValue.allCases.map(\.rawValue).joined(separator: ", "))
            }
            values[value] = try container.decode(ExplanationNumbers.Number.self, forKey: key).value
        }
    }
}
