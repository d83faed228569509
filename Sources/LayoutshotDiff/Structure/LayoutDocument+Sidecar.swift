import LayoutshotCore
import LayoutshotLayout

/// A reference's layout sidecar (`name.layout.json`), version 2, as the Snapshot testing
/// article's "The layout sidecar" writes it down: one line a node, depth first, `[type, id, x, y,
/// width, height, number of children, steps]`, each step `[by (a node's index), rule, numbers]`.
///
/// ```json
/// ["text","title",8,8,120,18,0,[[0,"inset.range",{…}],[1,"text.size",{"size":[120,18]}]]]
/// ```
extension LayoutDocument {
    /// The version `sidecarBytes()` writes and `read(_:file:)` reads.
    public static let sidecarVersion = 2

    /// The document as a version-2 sidecar.
    /// - Complexity: O(n) in the number of nodes and steps.
    public func sidecarBytes() -> [UInt8] {
        let frames = root.absoluteFrames(scale: 1)
        let names = NodeName.names(frames.map { ($0.id, $0.type, $0.path) })
        let index = Dictionary(frames.indices.map { (names[frames[$0].path] ?? "", $0) }) {
            first, _ in first
        }
        var pending = [root]
        let lines = frames.map { frame in
            let node = pending.removeLast()
            pending += node.children.reversed()
            var fields = [jsonQuoted(node.type), node.id.map(jsonQuoted) ?? "null"]
            fields += [
                node.frame.minX, node.frame.minY, node.frame.size.width, node.frame.size.height,
            ].map(Self.json)
            fields.append(String(node.children.count))
            if let steps = decisions?.ownSteps(of: frame.path) {
                fields.append(
                    Self.list(
                        steps.map { step in
                            Self.list(
                                [
                                    index[step.by].map(String.init) ?? jsonQuoted(step.by),
                                    jsonQuoted(step.rule.rawValue),
                                ]
                                    + Self.numbers(of: step))
                        }))
            }
            return Self.list(fields)
        }
        let size = Self.list([Self.json(size.width), Self.json(size.height)])
        return Array(
            "{\"sidecar\":2,\"size\":\(size),\"nodes\":[\n\(lines.joined(separator: ",\n"))\n]}\n"
                .utf8)
    }

    /// A step's numbers, `{"name": number or [numbers], …}`; none when it has none.
    private static func numbers(of step: ExplanationStep) -> [String] {
        let fields: [(String, [Double]?)] = [
            (
                "range",
                step.range.map { [$0.min.width, $0.min.height, $0.max.width, $0.max.height] }
            ),
            ("size", step.size.map { [$0.width, $0.height] }),
            ("offset", step.offset.map { [$0.x, $0.y] }),
            ("origin", step.origin.map { [$0.x, $0.y] }),
        ]
        var numbers = fields.compactMap { name, values in values.map { (name, $0) } }
        for value in step.values.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            numbers.append((value.rawValue, [step.values[value] ?? 0]))
        }
        let members = numbers.map { name, values in
            jsonQuoted(name) + ":" + (values.count == 1 ? json(values[0]) : list(values.map(json)))
        }
        return members.isEmpty ? [] : ["{" + members.joined(separator: ",") + "}"]
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }

    /// A number at 4 decimals; `"inf"` or `"-inf"` unbounded, `null` for NaN (JSON has neither).
    private static func json(_ value: Double) -> String {
        value.isNaN
            ? "null" : value.isInfinite ? (value > 0 ? "\"inf\"" : "\"-inf\"") : formatPoints(value)
    }
}
