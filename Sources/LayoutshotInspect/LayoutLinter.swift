import LayoutshotCore
import LayoutshotLayout

/// Finds the layout problems a person would see in the picture: overflow, truncation,
/// squeezing, contradicting sizes, invisible content, overlapping siblings, and stand-ins drawn
/// for what cannot be drawn here.
///
/// ```swift
/// let findings = LayoutLinter(text: renderer).findings(in: InspectedTree(resolved, scale: 2))
/// ```
public struct LayoutLinter {
    /// Lays texts out as they are drawn.
    public var text: any TextInspecting
    /// Smaller differences are rounding, not problems (half a point).
    public var tolerance: Double = 0.5

    /// A linter that lays texts out with `text` (a `Renderer`), with the default half-point tolerance.
    public init(text: any TextInspecting) {
        self.text = text
    }

    /// Every finding, node by node in tree order, kinds in a fixed order.
    public func findings(in tree: InspectedTree) -> [LintFinding] {
        var result: [LintFinding] = []
        for node in tree.nodes {
            result +=
                overflow(node, tree) + truncation(node) + squeeze(node, tree)
                + conflicts(node, tree)
                + invisibility(node) + overlaps(node, tree) + standIn(node) + missingGlyphs(node)
        }
        return result
    }

    private func finding(
        _ kind: LintFinding.Kind, _ node: InspectedNode, _ message: String, _ amount: Double
    )
        -> LintFinding
    {
        LintFinding(
            kind: kind, node: node.name, nodeKey: node.id ?? node.path, path: node.path,
            message: message,
            amount: Self.rounded(amount))
    }

    /// Amounts to a hundredth of a point: finer is rounding, not a problem anyone sees.
    static func rounded(_ points: Double) -> Double { (points * 100).rounded() / 100 }

    /// An amount as messages show it.
    static func text(_ points: Double) -> String { formatPoints(rounded(points)) }

    /// 1. A child drawn outside its parent (nothing clips children in a layout).
    private func overflow(_ node: InspectedNode, _ tree: InspectedTree) -> [LintFinding] {
        guard let parentIndex = node.parent, node.frame.size.width > 0, node.frame.size.height > 0
        else { return [] }
        let parent = tree.nodes[parentIndex].frame
        // A corner spec's corner element sits on the edge by design.
        if case .corner = tree.nodes[parentIndex].kind,
            tree.nodes[parentIndex].children.last
                == tree.nodes.firstIndex(where: { $0.path == node.path })
        {
            return []
        }
        let sides = [
            ("left", parent.minX - node.frame.minX), ("top", parent.minY - node.frame.minY),
            ("right", node.frame.maxX - parent.maxX), ("bottom", node.frame.maxY - parent.maxY),
        ]
        guard let (side, amount) = sides.max(by: { $0.1 < $1.1 }), amount > tolerance else {
            return []
        }
        return [
            finding(
                .overflow, node,
                "is drawn \(Self.text(amount)) pt beyond its parent's \(side) edge", amount)
        ]
    }

    /// 2. A text truncated, or taller or wider than its frame.
    private func truncation(_ node: InspectedNode) -> [LintFinding] {
        guard case .text(let content) = node.kind, !content.text.isEmpty else { return [] }
        let laid = text.inspect(content, in: node.frame.size)
        if laid.truncated {
            return [
                finding(
                    .truncated, node,
                    "is truncated to \(laid.lines) line\(laid.lines == 1 ? "" : "s")", 0)
            ]
        }
        let cut = max(
            laid.size.height - node.frame.size.height, laid.size.width - node.frame.size.width)
        guard cut > tolerance, node.frame.size.width > 0, node.frame.size.height > 0 else {
            return []
        }
        return [
            finding(
                .truncated, node, "is cut by its frame: it needs \(Self.text(cut)) pt more", cut)
        ]
    }

    /// 3. A stack child below its own content size along the main axis, shrunk by `flexShrink`.
    private func squeeze(_ node: InspectedNode, _ tree: InspectedTree) -> [LintFinding] {
        guard node.style.flexShrink > 0, let parentIndex = node.parent,
            case .stack(let options) = tree.nodes[parentIndex].kind
        else { return [] }
        let axis = options.direction.axis
        let wanted: Double?
        switch node.kind {
        case .text(let content):
            // A text wraps to fit: it is squeezed only when it cannot show itself on the lines it has.
            guard axis == .vertical else { return [] }
            wanted = text.inspect(content, in: Size(node.frame.size.width, .infinity)).size.height
        default:
            wanted = node.style.size(axis).resolve(parent: nil)
        }
        guard let wanted else { return [] }
        let squeeze = wanted - node.frame.size[axis]
        guard squeeze > tolerance else { return [] }
        return [
            finding(
                .squeezed, node,
                "is \(Self.text(squeeze)) pt \(axis == .horizontal ? "narrower" : "shorter") than its content (flexShrink \(formatPoints(node.style.flexShrink)))",
                squeeze)
        ]
    }

    /// 4. Sizes that contradict each other.
    private func conflicts(_ node: InspectedNode, _ tree: InspectedTree) -> [LintFinding] {
        var result: [LintFinding] = []
        for (axis, name) in [(Axis.horizontal, "width"), (.vertical, "height")] {
            let min = (axis == .horizontal ? node.style.minWidth : node.style.minHeight).resolve(
                parent: nil)
            let max = (axis == .horizontal ? node.style.maxWidth : node.style.maxHeight).resolve(
                parent: nil)
            if let min, let max, min > max + tolerance {
                result.append(
                    finding(
                        .conflict, node,
                        "has min \(name) \(formatPoints(min)) above its max \(name) \(formatPoints(max))",
                        min - max))
            }
            if let exact = node.style.size(axis).resolve(parent: nil), let parentIndex = node.parent
            {
                let parent = tree.nodes[parentIndex]
                let parentMax =
                    (axis == .horizontal ? parent.style.maxWidth : parent.style.maxHeight).resolve(
                        parent: nil)
                if let parentMax, exact > parentMax + tolerance {
                    result.append(
                        finding(
                            .conflict, node,
                            "is \(formatPoints(exact)) pt \(name == "width" ? "wide" : "high") in a parent at most \(formatPoints(parentMax)) pt",
                            exact - parentMax))
                }
            }
        }
        return result
    }

    /// 5. A node that would draw something but has no area.
    private func invisibility(_ node: InspectedNode) -> [LintFinding] {
        guard node.frame.size.width <= 0 || node.frame.size.height <= 0 else { return [] }
        let draws: Bool =
            switch node.kind {
            case .box(let box): box.paints
            case .text(let content): !content.text.isEmpty && content.opacity > 0
            case .image(let image): image.opacity > 0
            default: false
            }
        guard draws else { return [] }
        return [
            finding(
                .invisible, node,
                "draws nothing: it is \(formatPoints(node.frame.size.width)) × \(formatPoints(node.frame.size.height)) pt",
                0)
        ]
    }

    /// 6. Children of a stack drawn over each other (negative spacing, overflowing flex).
    private func overlaps(_ node: InspectedNode, _ tree: InspectedTree) -> [LintFinding] {
        guard case .stack = node.kind else { return [] }
        var result: [LintFinding] = []
        let children = node.children.map { tree.nodes[$0] }.filter {
            $0.frame.size.width > 0 && $0.frame.size.height > 0
        }
        for (index, first) in children.enumerated() {
            for second in children[(index + 1)...] {
                let width =
                    min(first.frame.maxX, second.frame.maxX)
                    - max(first.frame.minX, second.frame.minX)
                let height =
                    min(first.frame.maxY, second.frame.maxY)
                    - max(first.frame.minY, second.frame.minY)
                guard width > tolerance, height > tolerance else { continue }
                result.append(
                    finding(
                        .overlap, second,
                        "overlaps \(first.name) by \(Self.text(min(width, height))) pt",
                        min(width, height)))
            }
        }
        return result
    }

    /// 8. Characters no font draws: they are drawn as boxes.
    private func missingGlyphs(_ node: InspectedNode) -> [LintFinding] {
        guard case .text(let content) = node.kind else { return [] }
        let missing = text.missingCharacters(in: content)
        guard !missing.isEmpty else { return [] }
        let listed = missing.prefix(5).map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
                + " (\(scalar))"
        }
        let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
        return [
            finding(
                .missingGlyphs, node,
                "has characters no font draws, drawn as boxes: \(listed.joined(separator: ", "))\(more); add a font that "
                    + "has them (`fonts:` or --fonts)", 0)
        ]
    }

    /// 7. Content drawn as a stand-in: the picture is not what a device shows there.
    private func standIn(_ node: InspectedNode) -> [LintFinding] {
        guard case .deferred(let deferred) = node.kind, let standIn = deferred.standIn else {
            return []
        }
        return [
            finding(
                .standIn, node,
                "is drawn as a stand-in for \(standIn): a device draws other pixels there", 0)
        ]
    }
}
