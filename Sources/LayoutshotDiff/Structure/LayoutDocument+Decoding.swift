import Foundation
import LayoutshotCore
import LayoutshotLayout

/// Reads a reference's `.layout.json` sidecar (`sidecarBytes()`, version 3, or version 2)
/// back, cheaply: Foundation's `JSONSerialization`, then one pass over the nodes with a stack
/// (no recursion, however deep). Both versions read through the same steps: a number a step
/// leaves out where its rule always has one is found where `SidecarOmission` says.
///
/// ```swift
/// let reference = try LayoutDocument.read(bytes, file: "cell.layout.json").root
/// ```
extension LayoutDocument {
    /// A sidecar that is not one this version reads.
    public struct DecodingError: LayoutshotError, Equatable {
        /// The sidecar's file name, as the error names it.
        public var file: String
        /// What is wrong with the document, in words.
        public var reason: String
        public var location: String? { file }
        public var problem: String { "not a layout document: \(reason)" }

        /// Creates the error for a file and a reason.
        public init(file: String, reason: String) {
            self.file = file
            self.reason = reason
        }
    }

    /// Decodes the sidecar: the layout (its size is the root's), and the decisions when it kept
    /// them. Decisions that do not read are left out: they only add a cause to a failure's words.
    public static func read(_ bytes: [UInt8], file: String) throws(DecodingError) -> LayoutDocument
    {
        func refuse(_ reason: String) -> DecodingError { DecodingError(file: file, reason: reason) }
        let object: [String: Any]
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        } catch {
            throw refuse("invalid JSON (\(error.localizedDescription))")
        }
        // Version 1 had no number: `{"size", "root", "why"}`.
        guard let version = object["sidecar"] ?? object["root"].map({ _ in 1 as Any }) else {
            throw refuse("expected {\"sidecar\":3,\"size\":[w,h],\"nodes\":[…]}")
        }
        // Version 2 wrote every number; version 3 leaves out those the sidecar already says.
        guard let known = version as? Int, (2...sidecarVersion).contains(known) else {
            let next = (version as? Int ?? .max) < 2 ? "" : "update Layoutshot, or "
            throw refuse(
                "sidecar version \(version), but this Layoutshot reads versions 2 and \(sidecarVersion): "
                    + "\(next)record the reference again")
        }
        guard let nodes = object["nodes"] as? [Any] else {
            throw refuse(
                "expected \"nodes\": [[type, id, x, y, width, height, children, steps], …]")
        }
        // Each open node and how many of its children are still to come.
        var open: [(layout: Layout, remaining: Int)] = []
        var root: Layout?
        var rows: [(steps: [Any]?, frame: Rect)] = []
        for (index, item) in nodes.enumerated() {
            guard root == nil else { throw refuse("node \(index) is after the whole tree") }
            guard let fields = item as? [Any], fields.count == 7 || fields.count == 8,
                let type = fields[0] as? String, fields[1] is String || fields[1] is NSNull,
                let x = number(fields[2]), let y = number(fields[3]), let width = number(fields[4]),
                let height = number(fields[5]), let count = fields[6] as? Int, count >= 0
            else {
                throw refuse(
                    "node \(index) is not [type, id, x, y, width, height, children, steps]")
            }
            guard open.count < 1_000 else {
                throw refuse("node \(index) is nested over 1,000 deep")
            }
            let frame = Rect(x, y, width, height)
            rows.append((fields.count == 8 ? fields[7] as? [Any] ?? [] : nil, frame))
            open.append((Layout(type: type, id: fields[1] as? String, frame: frame), count))
            // Every node whose children are all read goes into its parent.
            while let last = open.last, last.remaining == 0 {
                open.removeLast()
                guard !open.isEmpty else {
                    root = last.layout
                    break
                }
                open[open.count - 1].layout.children.append(last.layout)
                open[open.count - 1].remaining -= 1
            }
        }
        guard let root else { throw refuse("the nodes end before the tree does") }
        return LayoutDocument(root, decisions: decisions(rows, in: root))
    }

    /// The nodes' decisions, when every node has its steps and every step reads.
    private static func decisions(_ rows: [(steps: [Any]?, frame: Rect)], in root: Layout)
        -> LayoutDecisions?
    {
        let frames = root.absoluteFrames(scale: 1)
        let names = NodeName.names(frames.map { ($0.id, $0.type, $0.path) })
        var nodes: [LayoutDecisions.Node] = []
        // Each stack's last step of each rule, for the item after it.
        var items: [SidecarOmission.Item: ExplanationStep] = [:]
        for (frame, row) in zip(frames, rows) {
            guard let list = row.steps else { return nil }
            var steps: [ExplanationStep] = []
            // The last range of the row's steps so far.
            var range: SizeRange?
            for item in list {
                guard let fields = item as? [Any], fields.count == 2 || fields.count == 3,
                    let by = (fields[0] as? Int).flatMap({
                        frames.indices.contains($0) ? names[frames[$0].path] : nil
                    })
                        ?? fields[0] as? String,
                    let rule = (fields[1] as? String).flatMap(ExplanationRule.init(rawValue:)),
                    let numbers = (fields.count == 3 ? fields[2] : [String: Any]())
                        as? [String: Any],
                    let step = step(
                        by: by, rule: rule, numbers, row: row.frame, range: range, items: items)
                else { return nil }
                steps.append(step)
                range = step.range ?? range
                if let item = SidecarOmission.Item(by: by, rule: rule) { items[item] = step }
            }
            nodes.append(LayoutDecisions.Node(path: frame.path, steps: steps))
        }
        return LayoutDecisions(nodes: nodes)
    }

    /// A step from its numbers by name, and those its rule leaves out from its row (`row`, and
    /// `range`, the row's last range before it) or from the stack's previous item (`items`);
    /// `nil` when one is not a number, not as many as its name says, or a name no explanation
    /// writes. A `null` is a number the step does not have where its rule would find one.
    private static func step(
        by: String, rule: ExplanationRule, _ numbers: [String: Any], row: Rect,
        range: SizeRange?, items: [SidecarOmission.Item: ExplanationStep]
    ) -> ExplanationStep? {
        var step = ExplanationStep(by: by, rule: rule, says: "")
        let omissions = SidecarOmission.omissions(of: rule)
        // Bit i: the step writes omissions[i] (a version-2 step writes them all).
        var written = 0
        for (name, value) in numbers {
            let omission = omissions.firstIndex(where: { $0.name == name })
            if let omission { written |= 1 << omission }
            let list = (value as? [Any] ?? [value]).map(number)
            guard !list.contains(where: { $0 == nil }) else {
                // Asked only here: a cast to NSNull costs more than reading the number.
                if omission != nil, value is NSNull { continue }
                return nil
            }
            let values = list.compactMap { $0 }
            switch (name, values.count) {
            case ("range", 4):
                step.range = SizeRange(
                    min: Size(values[0], values[1]), max: Size(values[2], values[3]))
            case ("size", 2): step.size = Size(values[0], values[1])
            case ("offset", 2): step.offset = Point(values[0], values[1])
            case ("origin", 2): step.origin = Point(values[0], values[1])
            case (_, 1):
                guard let value = ExplanationValue(rawValue: name) else { return nil }
                step.values[value] = values[0]
            default: return nil
            }
        }
        guard written != (1 << omissions.count) - 1 else { return step }
        let previous = SidecarOmission.Item(by: by, rule: rule).flatMap { items[$0] }
        for (index, omission) in omissions.enumerated() where written & (1 << index) == 0 {
            switch omission.from {
            case .rowSize: step.size = row.size
            case .rowOffset: step.offset = row.origin
            case .rowRange: step.range = range
            case .previousItem:
                if let value = omission.value {
                    step.values[value] = previous?.values[value]
                } else {
                    step.range = previous?.range
                }
            }
        }
        return step
    }

    /// A JSON number, or `"inf"` / `"-inf"`; `nil` for anything else.
    private static func number(_ value: Any) -> Double? {
        if let text = value as? String {
            return text == "inf" ? .infinity : text == "-inf" ? -.infinity : nil
        }
        return (value as? NSNumber).map(\.doubleValue).flatMap { $0.isFinite ? $0 : nil }
    }
}
