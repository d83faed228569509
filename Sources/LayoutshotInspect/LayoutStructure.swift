import LayoutshotCore
import LayoutshotLayout

/// What a designer notices change between two widths of one layout: a text's line count,
/// truncation starting or ending, a child moving to another line of a wrapping stack, a node
/// reaching its min or max size, a lint finding appearing or going. Frames that merely grow
/// are not structure.
public struct LayoutStructure: Equatable, Sendable {
    /// The facts of one node.
    public struct Facts: Equatable, Sendable {
        /// Lines a text shows.
        public var lines: Int?
        /// Whether a text is truncated.
        public var truncated = false
        /// The line of its wrapping stack a child is on (0 is the first).
        public var stackLine: Int?
        /// "min width", "max height": the limits of its own style the node is at.
        public var limits: Set<String> = []
    }

    /// Facts by node key (id, else path).
    public var nodes: [String: Facts]
    /// How messages name each node.
    public var names: [String: String]
    /// Lint findings, by kind and node key.
    public var findings: [String: LintFinding]

    /// The structure of a laid-out tree.
    public init(_ tree: InspectedTree, text: any TextInspecting, findings: [LintFinding]) {
        nodes = [:]
        names = [:]
        for node in tree.nodes {
            let key = node.id ?? node.path
            var facts = Facts()
            if case .text(let content) = node.kind, !content.text.isEmpty {
                let laid = text.inspect(content, in: node.frame.size)
                facts.lines = laid.lines
                facts.truncated = laid.truncated
            }
            if let parent = node.parent, case .stack(let options) = tree.nodes[parent].kind,
                options.flexWrap == .wrap
            {
                facts.stackLine = Self.line(
                    of: node, in: tree.nodes[parent], tree, axis: options.direction.axis)
            }
            for (axis, name) in [(Axis.horizontal, "width"), (.vertical, "height")] {
                let size = node.frame.size[axis]
                if let min = (axis == .horizontal ? node.style.minWidth : node.style.minHeight)
                    .resolve(parent: nil),
                    abs(size - min) < 0.01
                {
                    facts.limits.insert("min \(name) (\(formatPoints(min)) pt)")
                }
                if let max = (axis == .horizontal ? node.style.maxWidth : node.style.maxHeight)
                    .resolve(parent: nil),
                    abs(size - max) < 0.01
                {
                    facts.limits.insert("max \(name) (\(formatPoints(max)) pt)")
                }
            }
            nodes[key] = facts
            names[key] = node.name
        }
        // Truncation is a fact of the text already; the other findings are structure of their own.
        self.findings = Dictionary(
            findings.filter { $0.kind != .truncated }.map {
                ("\($0.kind.rawValue) \($0.nodeKey)", $0)
            },
            uniquingKeysWith: { a, _ in a })
    }

    /// The line a child of a wrapping stack is on: how many distinct cross-axis positions
    /// its earlier siblings start at before it.
    static func line(
        of node: InspectedNode, in stack: InspectedNode, _ tree: InspectedTree, axis: Axis
    ) -> Int {
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let starts = stack.children.map { tree.nodes[$0].frame.origin[cross] }
        let distinct = Array(Set(starts.map { ($0 * 100).rounded() / 100 })).sorted()
        let mine = (node.frame.origin[cross] * 100).rounded() / 100
        return distinct.firstIndex(of: mine) ?? 0
    }

    /// What changed from `old` to `self`, in words, with the node keys involved, in a stable order.
    public func changes(from old: LayoutStructure) -> [(node: String, text: String)] {
        var result: [(String, String)] = []
        for key in Set(nodes.keys).union(old.nodes.keys).sorted() {
            let before = old.nodes[key] ?? Facts()
            let after = nodes[key] ?? Facts()
            let name = names[key] ?? old.names[key] ?? key
            if let a = before.lines, let b = after.lines, a != b {
                result.append((key, "\(name) goes from \(a) line\(a == 1 ? "" : "s") to \(b)"))
            }
            if before.truncated != after.truncated {
                result.append(
                    (
                        key,
                        after.truncated
                            ? "\(name) starts being truncated" : "\(name) is no longer truncated"
                    ))
            }
            if let a = before.stackLine, let b = after.stackLine, a != b {
                result.append(
                    (key, "\(name) moves from line \(a + 1) to line \(b + 1) of its stack"))
            }
            for limit in after.limits.subtracting(before.limits).sorted() {
                result.append((key, "\(name) reaches its \(limit)"))
            }
            for limit in before.limits.subtracting(after.limits).sorted() {
                result.append((key, "\(name) leaves its \(limit)"))
            }
        }
        for key in Set(findings.keys).subtracting(old.findings.keys).sorted() {
            guard let finding = findings[key] else { continue }
            result.append(
                (
                    finding.nodeKey,
                    "\(finding.kind.rawValue) appears: \(finding.node) \(finding.message)"
                ))
        }
        for key in Set(old.findings.keys).subtracting(findings.keys).sorted() {
            guard let finding = old.findings[key] else { continue }
            result.append((finding.nodeKey, "\(finding.kind.rawValue) goes: \(finding.node)"))
        }
        return result
    }
}
