import LayoutshotCore
import LayoutshotLayout

/// A reference's layout sidecar (`name.layout.json`), version 2: one line a node, depth first,
/// each node's own decisions on its line. Written by `record` and by a failure's artefacts
/// (`actual.layout.json`); read (`read(_:file:)`) only when the pictures differ.
///
/// ```json
/// {"sidecar":2,"size":[320,64],"nodes":[
/// ["inset",null,0,0,320,64,1,[[0,"root.range",{"range":[320,0,320,"inf"]}],…]],
/// ["text","title",8,8,120,18,0,[[0,"inset.range",{…}],[1,"text.size",{"size":[120,18]}]]]
/// ]}
/// ```
///
/// A node is `[type, id or null, x, y, width, height, number of children, steps]` (its frame in
/// its parent's space; `steps` only when the decisions were kept); its children are the nodes
/// after it. A step is `[by, rule, numbers]`: `by` is the index of the node that decided when it
/// is one of the layout's, else its name; `numbers` (left out when there are none) holds `range`
/// as `[min width, min height, max width, max height]`, `size`, `offset` and `origin` as pairs,
/// and the step's other values by name. An unbounded number is `"inf"`. Version 1 (`{"size",
/// "root", "why"}`) is refused.
extension LayoutDocument {
    /// The version `sidecarBytes()` writes and `read(_:file:)` reads.
    public static let sidecarVersion = 2

    /// The document as a version-2 sidecar.
    /// - Complexity: O(n) in the number of nodes and steps.
    public func sidecarBytes() -> [UInt8] {
        let frames = root.absoluteFrames(scale: 1)
        let names = NodeName.names(frames.map { ($0.id, $0.type, $0.path) })
        let index = Dictionary(frames.indices.map { (names[frames[$0].path] ?? "", $0) }) { first, _ in first }
        var pending = [root]
        let lines = frames.map { frame in
            let node = pending.removeLast()
            pending += node.children.reversed()
            var fields = [jsonQuoted(node.type), node.id.map(jsonQuoted) ?? "null"]
            fields += [node.frame.minX, node.frame.minY, node.frame.size.width, node.frame.size.height].map(Self.json)
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
        return Array("{\"sidecar\":2,\"size\":\(size),\"nodes\":[\n\(lines.joined(separator: ",\n"))\n]}\n".utf8)
    }

    /// A step's numbers, `{"name": number or [numbers], …}`; none when it has none.
    private static func numbers(of step: ExplanationStep) -> [String] {
        var numbers: [(String, [Double])] = []
        if let range = step.range {
            numbers.append(("range", [range.min.width, range.min.height, range.max.width, range.max.height]))
        }
        if let size = step.size { numbers.append(("size", [size.width, size.height])) }
        if let offset = step.offset { numbers.append(("offset", [offset.x, offset.y])) }
        if let origin = step.origin { numbers.append(("origin", [origin.x, origin.y])) }
        for name in step.values.keys.sorted() where !["range", "size", "offset", "origin"].contains(name) {
            numbers.append((name, [step.values[name] ?? 0]))
        }
        let members = numbers.map { name, values in
            jsonQuoted(name) + ":" + (values.count == 1 ? json(values[0]) : list(values.map(json)))
        }
        return members.isEmpty ? [] : ["{" + members.joined(separator: ",") + "}"]
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// A number at 4 decimals; `"inf"` or `"-inf"` unbounded, `null` for NaN (JSON has neither).
    private static func json(_ value: Double) -> String {
        value.isNaN ? "null" : value.isInfinite ? (value > 0 ? "\"inf\"" : "\"-inf\"") : formatPoints(value)
    }
}
