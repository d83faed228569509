import LayoutshotCore
import LayoutshotLayout

/// A reference's layout sidecar (`name.layout.json`), version 3, as the Snapshot testing
/// article's "The layout sidecar" writes it down: one line a node, depth first, `[type, id, x, y,
/// width, height, number of children, steps]`, each step `[by (a node's index), rule, numbers]`,
/// less the numbers the sidecar already says (`SidecarOmission`): a size step's size and a
/// position step's offset when they are the row's, a style step's range when it is the one
/// handed down, a stack's line numbers when they are the item before's.
///
/// ```json
/// ["text","title",8,8,120,18,0,[[0,"inset.range",{…}],[1,"style"],[1,"text.size",{"lines":1,"truncated":0}]]]
/// ```
extension LayoutDocument {
    /// The version `sidecarBytes()` writes; `read(_:file:)` reads it and version 2.
    public static let sidecarVersion = 3

    /// The document as a version-3 sidecar.
    /// - Complexity: O(n) in the number of nodes and steps.
    public func sidecarBytes() -> [UInt8] {
        sidecarBytes(version: Self.sidecarVersion)
    }

    /// The document as a sidecar of `version`: 3, or 2 (every number written, as before
    /// version 3), which tests read to compare the two.
    func sidecarBytes(version: Int) -> [UInt8] {
        let frames = root.absoluteFrames(scale: 1)
        let names = NodeName.names(frames.map { ($0.id, $0.type, $0.path) })
        let index = Dictionary(frames.indices.map { (names[frames[$0].path] ?? "", $0) }) {
            first, _ in first
        }
        var pending = [root]
        // Each stack's last step of each rule, for the item after it.
        var items: [SidecarOmission.Item: ExplanationStep] = [:]
        let lines = frames.map { frame in
            let node = pending.removeLast()
            pending += node.children.reversed()
            var fields = [jsonQuoted(node.type), node.id.map(jsonQuoted) ?? "null"]
            let row = [
                node.frame.minX, node.frame.minY, node.frame.size.width, node.frame.size.height,
            ].map(Self.json)
            fields += row
            fields.append(String(node.children.count))
            if let steps = decisions?.ownSteps(of: frame.path) {
                var context = Context(
                    offset: Self.list(Array(row[..<2])), size: Self.list(Array(row[2...])))
                var written: [String] = []
                for step in steps {
                    // Version 2 wrote every number: it leaves nothing out.
                    let numbers = Self.numbers(
                        of: step,
                        leavingOut: version < 3 ? [] : SidecarOmission.omissions(of: step.rule),
                        as: context, items: items)
                    written.append(
                        Self.list(
                            [
                                index[step.by].map(String.init) ?? jsonQuoted(step.by),
                                jsonQuoted(step.rule.rawValue),
                            ] + numbers))
                    context.range = step.range ?? context.range
                    if let item = SidecarOmission.Item(by: step.by, rule: step.rule) {
                        items[item] = step
                    }
                }
                fields.append(Self.list(written))
            }
            return Self.list(fields)
        }
        let size = Self.list([Self.json(size.width), Self.json(size.height)])
        return Array(
            "{\"sidecar\":\(version),\"size\":\(size),\"nodes\":[\n\(lines.joined(separator: ",\n"))\n]}\n"
                .utf8)
    }

    /// What a row says that its steps may leave out, as written.
    private struct Context {
        /// The row's `[x,y]` and `[width,height]`.
        let offset: String
        let size: String
        /// The last range of the row's steps so far.
        var range: SizeRange?
    }

    /// A step's numbers, `{"name": number or [numbers], …}` (none when it has none), less those
    /// of `omissions` that `context` and the stack's previous item say: each left out when the
    /// reader finds the same text there, `null` when the step has none but the reader would
    /// find one.
    private static func numbers(
        of step: ExplanationStep, leavingOut omissions: [SidecarOmission.Number],
        as context: Context, items: [SidecarOmission.Item: ExplanationStep]
    ) -> [String] {
        var names = ["range", "size", "offset", "origin"]
        // The values the step has, and those it lacks where the reader would find one.
        var values = step.values.keys.map(\.rawValue)
        for omission in omissions
        where !names.contains(omission.name) && !values.contains(omission.name) {
            values.append(omission.name)
        }
        names += values.sorted()
        let previous = SidecarOmission.Item(by: step.by, rule: step.rule).flatMap { items[$0] }
        var members: [(String, String)] = []
        for name in names {
            let own = text(of: name, in: step)
            guard let omission = omissions.first(where: { $0.name == name })?.from else {
                if let own { members.append((name, own)) }
                continue
            }
            let found: String? =
                switch omission {
                case .rowSize: context.size
                case .rowOffset: context.offset
                case .rowRange: context.range.map(text)
                case .previousItem: previous.flatMap { text(of: name, in: $0) }
                }
            if own != found { members.append((name, own ?? "null")) }
        }
        return object(members)
    }

    /// `{"name":text,…}`, or nothing without members.
    private static func object(_ members: [(String, String)]) -> [String] {
        members.isEmpty
            ? [] : ["{" + members.map { jsonQuoted($0) + ":" + $1 }.joined(separator: ",") + "}"]
    }

    /// The step's number called `name` as written, `nil` when it has none.
    private static func text(of name: String, in step: ExplanationStep) -> String? {
        switch name {
        case "range": step.range.map(text)
        case "size": step.size.map { list([json($0.width), json($0.height)]) }
        case "offset": step.offset.map { list([json($0.x), json($0.y)]) }
        case "origin": step.origin.map { list([json($0.x), json($0.y)]) }
        default: ExplanationValue(rawValue: name).flatMap { step.values[$0] }.map(json)
        }
    }

    private static func text(_ range: SizeRange) -> String {
        list([range.min.width, range.min.height, range.max.width, range.max.height].map(json))
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
