import LayoutshotCore

/// The first stage for each node of the chain: its own style met with the range handed down
/// (`LayoutComputation.resolvedRange`, `-layoutThatFits:parentSize:`).
extension Explainer {
    /// The node's style resolved against the parent size, and intersected with the range.
    @_optimize(none) mutating func style(
        _ index: Int, path: String, _ recalculation: LayoutComputation.Recalculation
    ) {
        let key = recalculation.key
        let node = name(path)
        if arena.traits[index].ignoresOwnStyle {
            add(
                node, .styleIgnored,
                "\(node) is \(ExplanationWords.article(computation.typeName(of: index))) spec, which ignores its own style as "
                    + "Texture's does: its range stays \(ExplanationWords.range(key.range)).",
                range: recalculation.resolved)
            return
        }
        let style = arena.nodes[index].style
        var values: [ExplanationValue: Double] = [:]
        var parts: [String] = []
        var notes: [String] = []
        for axis in Axis.allCases {
            let parent = key.parent[axis]
            let dimensions = Self.dimensions(style, axis)
            for (label, dimension) in dimensions where dimension != .auto {
                parts.append(describe(label.rawValue, dimension, parent: parent, axis: axis))
                if let resolved = dimension.resolve(parent: parent) { values[label] = resolved }
            }
            if let note = constraintNote(style, axis, parent: parent) { notes.append(note) }
        }
        guard !parts.isEmpty else {
            add(
                node, .style,
                "\(node) has no size of its own: its range stays \(ExplanationWords.range(recalculation.resolved)).",
                range: recalculation.resolved)
            return
        }
        let own = style.resolvedRange(parent: key.parent)
        var says = "\(node)'s style: \(ExplanationWords.list(parts))"
        if !notes.isEmpty { says += " (\(notes.joined(separator: "; ")))" }
        says += ", so its own range is \(ExplanationWords.range(own))."
        says +=
            " Texture intersects it with the range handed down, \(ExplanationWords.range(key.range)): "
            + "\(ExplanationWords.range(recalculation.resolved))."
        for axis in Axis.allCases {
            if let conflict = conflict(own, key.range, axis, style: style, parent: key.parent[axis])
            {
                says += " " + conflict
            }
        }
        add(node, .style, says, range: recalculation.resolved, values: values)
    }

    /// The style's six dimensions along `axis`, by their names.
    @_optimize(none) static func dimensions(_ style: LayoutStyle, _ axis: Axis) -> [(
        ExplanationValue, Dimension
    )] {
        axis == .horizontal
            ? [(.width, style.width), (.minWidth, style.minWidth), (.maxWidth, style.maxWidth)]
            : [
                (.height, style.height), (.minHeight, style.minHeight),
                (.maxHeight, style.maxHeight),
            ]
    }

    /// `width 160`, `width 50% of 320 = 160`, `width 50% of an undefined width (auto)`.
    @_optimize(none) func describe(
        _ label: String, _ dimension: Dimension, parent: Double?, axis: Axis
    ) -> String {
        switch dimension {
        case .auto: return "\(label) auto"
        case .points(let value): return "\(label) \(ExplanationWords.number(value))"
        case .fraction(let fraction):
            let percent = formatPoints(fraction * 100) + "%"
            guard let parent else {
                return
                    "\(label) \(percent) of an undefined \(ExplanationWords.length(axis)) (so auto)"
            }
            return
                "\(label) \(percent) of \(ExplanationWords.number(parent)) = \(ExplanationWords.number(fraction * parent))"
        }
    }

    /// Which of the style's own bounds win over the others (`ASLayoutElementSizeConstrain`: min
    /// beats max beats the exact size).
    @_optimize(none) func constraintNote(_ style: LayoutStyle, _ axis: Axis, parent: Double?)
        -> String?
    {
        let dimensions = Self.dimensions(style, axis)
        let exact = dimensions[0].1.resolve(parent: parent)
        let min = dimensions[1].1.resolve(parent: parent)
        let max = dimensions[2].1.resolve(parent: parent)
        let (exactName, minName, maxName) = (dimensions[0].0, dimensions[1].0, dimensions[2].0)
        if let min, let max, max <= min, max != min {
            return
                "\(maxName) \(ExplanationWords.number(max)) is below \(minName) \(ExplanationWords.number(min)): the min wins"
        }
        guard let exact else { return nil }
        if let max, exact > max {
            return
                "\(exactName) \(ExplanationWords.number(exact)) is above \(maxName) \(ExplanationWords.number(max)): the max wins"
        }
        if let min, exact < min {
            return
                "\(exactName) \(ExplanationWords.number(exact)) is below \(minName) \(ExplanationWords.number(min)): the min wins"
        }
        return nil
    }

    /// On an axis where the style's range and the range handed down do not meet, says that the
    /// range handed down wins (`ASSizeRangeIntersect` keeps the constraint's value nearest to the
    /// style's): a stack's exact width wins over an item's own maxWidth.
    @_optimize(none) func conflict(
        _ own: SizeRange, _ handed: SizeRange, _ axis: Axis, style: LayoutStyle, parent: Double?
    ) -> String? {
        // The own bound that misses the range handed down (its max below, its min above), the
        // dimension that may have set it (maxWidth, minWidth), and the handed bound that wins.
        let miss: (dimension: Int, bound: Double, wins: Double)? =
            own.max[axis] < handed.min[axis]
            ? (2, own.max[axis], handed.min[axis])
            : own.min[axis] > handed.max[axis] ? (1, own.min[axis], handed.max[axis]) : nil
        guard let miss else { return nil }
        let length = ExplanationWords.length(axis)
        let dimensions = Self.dimensions(style, axis)
        let handedText =
            handed.min[axis] == handed.max[axis]
            ? "the exact \(length) \(ExplanationWords.number(handed.min[axis])) handed down"
            : "the \(length) handed down, \(ExplanationWords.span(handed, axis)),"
        let bound =
            dimensions[miss.dimension].1.resolve(parent: parent) == miss.bound
            ? dimensions[miss.dimension].0 : dimensions[0].0
        return
            "On the \(length) the two do not meet, and \(handedText) wins over its own \(bound) "
            + "\(ExplanationWords.number(miss.bound)), as in Texture: it is "
            + "\(ExplanationWords.number(miss.wins)), not \(ExplanationWords.number(miss.bound))."
    }
}
