import LayoutshotCore
import LayoutshotLayout

/// Compares two layout trees node by node and says what changed, in words. Nodes are matched by
/// id where both have one, else by their path in the tree; a node that moved along with its
/// parent is not reported (positions are compared in the parent's space).
///
/// ```swift
/// StructuralDiff.changes(from: reference, to: actual).map(\.description)
/// // ["`title` width 180 → 176", "`badge` added at (300, 4, 20, 20)"]
/// ```
public enum StructuralDiff {
    /// Every change, in the reference's depth-first order, then additions in the actual's order.
    /// With both layouts' decisions, a resized or moved node's change names its cause: the first
    /// decision of its explanation that differs (`explaining(_:by:)`).
    public static func changes(
        from expected: Layout, to actual: Layout,
        decisions: (reference: LayoutDecisions, actual: LayoutDecisions)? = nil
    ) -> [NodeChange] {
        let changes = changes(from: expected, to: actual)
        return decisions.map { explaining(changes, by: $0) } ?? changes
    }

    /// The changes of `changes(from:to:)`, each resize and move with its cause, and a node inside
    /// one whose change has the same cause pointing to it, so that the cause is said once.
    public static func explaining(
        _ changes: [NodeChange], by decisions: (reference: LayoutDecisions, actual: LayoutDecisions)
    ) -> [NodeChange] {
        var changes = changes
        for index in changes.indices {
            switch changes[index].kind {
            case .resized, .moved: changes[index].cause = cause(of: changes[index], decisions)
            case .added, .removed, .retyped: break
            }
        }
        for index in changes.indices {
            guard let cause = changes[index].cause, let path = changes[index].actualPath else {
                continue
            }
            let holder = changes[..<index].first { earlier in
                earlier.cause == cause && earlier.sameCauseAs == nil
                    && earlier.actualPath.map { path.hasPrefix($0 + ".") } == true
            }
            changes[index].sameCauseAs = holder?.node
        }
        return changes
    }

    /// The first decision that differs for a changed node on both sides.
    private static func cause(
        of change: NodeChange, _ decisions: (reference: LayoutDecisions, actual: LayoutDecisions)
    ) -> DecisionChange? {
        guard let actualPath = change.actualPath else { return nil }
        return DecisionChange.first(
            explaining: actualPath, as: change.referencePath, reference: decisions.reference,
            actual: decisions.actual, moved: change.kind.isMove)
    }

    /// Every change, without causes.
    private static func changes(from expected: Layout, to actual: Layout) -> [NodeChange] {
        let before = index(expected)
        let after = index(actual)
        var changes: [NodeChange] = []
        var matched = Set<String>()
        for entry in before.order {
            guard let node = before.nodes[entry] else { continue }
            guard let other = after.nodes[entry] else {
                changes.append(
                    NodeChange(
                        node: node.name, kind: .removed(node.layout.frame), paths: (node.path, nil))
                )
                continue
            }
            matched.insert(entry)
            let paths = (reference: node.path, actual: other.path)
            if node.layout.type != other.layout.type {
                changes.append(
                    NodeChange(
                        node: node.name,
                        kind: .retyped(from: node.layout.type, to: other.layout.type), paths: paths)
                )
            }
            // Sidecars keep 4 decimals: compare at that precision.
            if !same(node.layout.size.width, other.layout.size.width)
                || !same(node.layout.size.height, other.layout.size.height)
            {
                changes.append(
                    NodeChange(
                        node: node.name,
                        kind: .resized(from: node.layout.size, to: other.layout.size), paths: paths)
                )
            }
            if entry != "root",
                !same(node.layout.frame.minX, other.layout.frame.minX)
                    || !same(node.layout.frame.minY, other.layout.frame.minY)
            {
                changes.append(
                    NodeChange(
                        node: node.name,
                        kind: .moved(from: node.layout.frame.origin, to: other.layout.frame.origin),
                        paths: paths))
            }
        }
        for entry in after.order where !matched.contains(entry) {
            guard let node = after.nodes[entry] else { continue }
            changes.append(
                NodeChange(
                    node: node.name, kind: .added(node.layout.frame), paths: (nil, node.path)))
        }
        return changes
    }

    /// Equal at the sidecar's precision (4 decimals).
    static func same(_ a: Double, _ b: Double) -> Bool {
        (a * 10_000).rounded() == (b * 10_000).rounded()
    }

    /// A node of a tree with its matching key and its name in messages.
    struct Entry {
        var layout: Layout
        var name: String
        var path: String
    }

    /// Keys (`#id`, or the path for nodes without an id, or with an id used twice) in order.
    static func index(_ root: Layout) -> (nodes: [String: Entry], order: [String]) {
        var counts: [String: Int] = [:]
        func countIDs(_ node: Layout) {
            if let id = node.id { counts[id, default: 0] += 1 }
            node.children.forEach(countIDs)
        }
        countIDs(root)
        var nodes: [String: Entry] = [:]
        var order: [String] = []
        func visit(_ node: Layout, path: String) {
            let unique = node.id.map { counts[$0] == 1 } ?? false
            let key = unique ? "#" + (node.id ?? "") : path
            let name = unique ? "`\(node.id ?? "")`" : "`\(node.type)` at \(path)"
            nodes[key] = Entry(layout: node, name: name, path: path)
            order.append(key)
            for (index, child) in node.children.enumerated() {
                visit(child, path: path + node.pathComponent(ofChild: index))
            }
        }
        visit(root, path: "root")
        return (nodes, order)
    }
}
