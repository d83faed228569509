import LayoutshotCore

/// The second stage for each ancestor: the rule by which it hands the next node of the chain a
/// range. The range is the one the child was last measured in (its key); the sentence says
/// which of the spec's rules made it.
extension Explainer {
    /// The range `link.parent` hands `link.child`, and why.
    @_optimize(none) mutating func handDown(_ link: Link) {
        if let record = stackRecord(link) { return stackHandDown(link, record) }
        let (parent, child) = (name(link.parentPath), name(link.childPath))
        guard let key = arena.lastKey[link.child] else { return }
        let range = key.range
        let words = ExplanationWords.range(range)
        let from = link.recalculation.resolved
        let element = childIndex(link)
        switch arena.nodes[link.parent].kind {
        case .inset(let insets):
            var parts: [String] = []
            var values: [ExplanationValue: Double] = [:]
            for axis in Axis.allCases {
                let (leadingName, trailingName) = ExplanationWords.edges(axis)
                let leading = insets.leading(axis)
                let trailing = insets.trailing(axis)
                let length = ExplanationWords.length(axis)
                let edges: (ExplanationValue, ExplanationValue) =
                    axis == .horizontal ? (.left, .right) : (.top, .bottom)
                if leading.isFinite { values[edges.0] = leading }
                if trailing.isFinite { values[edges.1] = trailing }
                switch (leading.isFinite, trailing.isFinite) {
                case (true, true):
                    parts.append(
                        "\(leadingName) \(ExplanationWords.number(leading)) + \(trailingName) "
                            + "\(ExplanationWords.number(trailing)) from the \(length)")
                case (true, false), (false, true):
                    let finite = leading.isFinite ? (leadingName, leading) : (trailingName, trailing)
                    parts.append(
                        "\(finite.0) \(ExplanationWords.number(finite.1)) from the \(length), whose min drops to 0 "
                            + "(the infinite \(leading.isFinite ? trailingName : leadingName) inset lets the child take its own size)"
                    )
                case (false, false):
                    parts.append(
                        "nothing from the \(length), whose min drops to 0 (both insets are infinite: the child is centred)"
                    )
                }
            }
            add(
                parent, .insetRange,
                "\(parent) subtracts its insets, \(ExplanationWords.list(parts)): it hands \(child) "
                    + "\(ExplanationWords.range(from)) less its insets, \(words).",
                range: range, values: values)
        case .overlay, .background:
            let spec = computation.typeName(of: link.parent)
            let rule: ExplanationRule =
                if case .overlay = arena.nodes[link.parent].kind { .overlayRange } else { .backgroundRange }
            if element == 0 {
                add(parent, rule, "\(parent) hands its child \(child) its own range, \(words).", range: range)
            } else {
                add(
                    parent, rule,
                    "\(parent) lays its \(spec) \(child) out at exactly its child's size: \(words).", range: range)
            }
        case .center(let centering, let sizing):
            relativeHandDown(
                parent, child, RelativeOptions(centering: centering, sizing: sizing), spec: "center",
                from: from, range: range)
        case .relative(let options):
            relativeHandDown(parent, child, options, spec: "relative", from: from, range: range)
        case .ratio(let ratio):
            ratioHandDown(parent, child, ratio, from: from, range: range)
        case .absolute:
            let position = arena.nodes[link.child].style.layoutPosition
            add(
                parent, .absoluteRange,
                "\(parent) resolves \(child)'s own size against its max \(ExplanationWords.size(from.max)), the room its "
                    + "layoutPosition \(ExplanationWords.point(position)) leaves being the automatic max: \(words).",
                range: range, values: [.x: position.x, .y: position.y])
        case .corner:
            add(
                parent, .cornerRange,
                "\(parent) measures its \(element == 0 ? "child" : "corner") \(child) in its own range, \(words).",
                range: range)
        case .wrapper:
            add(parent, .wrapperRange, "\(parent) hands every child its own range, \(words).", range: range)
        case .deferred:
            add(
                parent, .deferredRange,
                "\(parent) built its content \(child) for its range and lays it out in that range, \(words).",
                range: range)
        case .custom:
            add(parent, .customRange, "\(parent)'s own layout code measured \(child) in \(words).", range: range)
        case .box, .text, .image, .spacer, .stack:
            add(parent, .wrapperRange, "\(parent) measured \(child) in \(words).", range: range)
        }
    }

    /// A center or relative spec loosens the min on the axes it positions the child on.
    @_optimize(none) private mutating func relativeHandDown(
        _ parent: String, _ child: String, _ options: RelativeOptions, spec: String,
        from: SizeRange, range: SizeRange
    ) {
        var loosened: [String] = []
        if options.horizontalPosition != .none { loosened.append("width") }
        if options.verticalPosition != .none { loosened.append("height") }
        let says =
            loosened.isEmpty
            ? "\(parent), \(article(spec)) spec that positions on neither axis, hands \(child) its own range, "
                + "\(ExplanationWords.range(range))."
            : "\(parent), \(article(spec)) spec, hands \(child) its range loosened: the min \(loosened.joined(separator: " and ")) "
                + "drop\(loosened.count == 1 ? "s" : "") to 0 so that the child may be smaller than the spec: "
                + "\(ExplanationWords.range(from)) becomes \(ExplanationWords.range(range))."
        add(parent, .relativeRange, says, range: range)
    }

    /// A ratio spec fixes one side from the other, as its `RatioChoice` decided.
    @_optimize(none) private mutating func ratioHandDown(
        _ parent: String, _ child: String, _ ratio: Double, from: SizeRange,
        range: SizeRange
    ) {
        let ratioText = ExplanationWords.number(ratio)
        let kept = RatioChoice(ratio: ratio, range: from, grid: grid).kept
        var says: String
        if let kept, range == SizeRange(exactly: kept.size), kept.heightFromWidth, range.max.width == from.max.width {
            says =
                "\(parent) fixes the height from the width: ratio \(ratioText) × its max width "
                + "\(ExplanationWords.number(from.max.width)) = \(ExplanationWords.number(kept.exact)), "
                + "floored to the pixel grid: \(ExplanationWords.number(range.max.height))."
        } else if let kept, range == SizeRange(exactly: kept.size), !kept.heightFromWidth,
            range.max.height == from.max.height
        {
            says =
                "\(parent) fixes the width from the height: its max height \(ExplanationWords.number(from.max.height)) "
                + "÷ ratio \(ratioText) = \(ExplanationWords.number(kept.exact)), floored to the pixel grid: "
                + "\(ExplanationWords.number(range.max.width))."
        } else if kept == nil {
            says = "Neither side of \(parent)'s range is bounded, so its ratio \(ratioText) fixes nothing."
        } else {
            says = "\(parent) keeps the size of ratio \(ratioText) (height ÷ width) nearest to it within its range."
        }
        says += " It hands \(child) \(ExplanationWords.range(range))."
        add(parent, .ratioRange, says, range: range, values: [.ratio: ratio])
    }
}
