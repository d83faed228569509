import LayoutshotCore

/// The node's own size: what its kind computes in its resolved range, then the pixel grid.
extension Explainer {
    /// The explained node's size, from its calculation run again, and the grid's rounding.
    @_optimize(none) mutating func ownSize(_ index: Int, path: String, _ recalculation: LayoutComputation.Recalculation)
    {
        let node = name(path)
        let range = recalculation.resolved
        let final = arena.sizes[index]
        guard let size = recalculation.unsnapped else {
            // A deferred node: its content is not built again.
            let content =
                arena.expansions[index].map { _ in "the size of the content it built for its range" }
                ?? "the size its content returned, clamped to its range"
            add(node, .deferredSize, "\(node) is \(content): \(ExplanationWords.size(final)).", size: final)
            return
        }
        let (rule, says) = sizeWords(index, path: path, range: range, size: size, recalculation)
        let snapped = grid.layoutSize(size)
        // A rounding no number shows (a third of a point at scale 3, ceiled by a billionth) is
        // not a step: the size step gives the stored size.
        let visible = ExplanationWords.size(snapped) != ExplanationWords.size(size)
        add(node, rule, says, size: visible ? size : snapped, values: textNumbers(index, range: range))
        guard visible else { return }
        let why =
            PixelGrid.isValidForSize(size.width) && PixelGrid.isValidForSize(size.height)
            ? "ceiled to the pixel grid at scale \(ExplanationWords.number(grid.scale)), as ASLayout stores sizes"
            : "not a valid size (infinite, negative or at least 1e7 on an axis), which ASLayout stores as 0 × 0"
        add(
            node, .pixelGridSize,
            "\(node)'s \(ExplanationWords.size(size)) is \(why): \(ExplanationWords.size(snapped)).",
            size: snapped)
    }

    /// The sentence for the node's kind.
    @_optimize(none) private func sizeWords(
        _ index: Int, path: String, range: SizeRange, size: Size,
        _ recalculation: LayoutComputation.Recalculation
    ) -> (ExplanationRule, String) {
        let node = name(path)
        let words = ExplanationWords.size(size)
        let children = arena.childRanges[index]
        let first = children.first.map { (index: $0, name: name(path + computation.pathComponent(of: $0, in: index))) }
        switch arena.nodes[index].kind {
        case .box:
            return (.boxSize, boxWords(node, range, size))
        case .text(let text):
            return (.textSize, textWords(node, text, range, size))
        case .image(let image):
            guard let intrinsic = computation.environment.imageSizer?.intrinsicSize(of: image, scale: grid.scale) else {
                return (
                    .imageSize,
                    "\(node)'s image has no known size, so it measures as a display node: "
                        + boxWords(node, range, size)
                )
            }
            return (
                .imageSize,
                "\(node)'s image is \(ExplanationWords.size(intrinsic)) points (its pixels ÷ scale "
                    + "\(ExplanationWords.number(image.scale ?? grid.scale)))" + clamped(intrinsic, size, range) + "."
            )
        case .spacer:
            return (.spacerSize, "\(node) is a spacer, which takes its range's min: \(words).")
        case .stack:
            guard let placed = recalculation.stack?.stack(after: .positioned) else {
                return (.stackSize, "\(node) has no children, so a stack takes its range's min: \(words).")
            }
            let sum = Size(main: placed.stackDimensionSum, cross: placed.crossDimensionSum, axis: placed.axis)
            return (
                .stackSize,
                "\(node)'s longest line takes \(ExplanationWords.number(placed.stackDimensionSum)) "
                    + "\(ExplanationWords.extent(placed.axis)) and its lines \(ExplanationWords.number(placed.crossDimensionSum)) "
                    + "\(ExplanationWords.extent(placed.axis.cross))" + clamped(sum, size, range) + "."
            )
        case .inset(let insets):
            guard let first else { return (.insetSize, "\(node) has no child: \(words).") }
            let child = arena.sizes[first.index]
            var padded = Size.zero
            var parts: [String] = []
            for axis in Axis.allCases {
                let (leading, trailing) = (insets.leading(axis), insets.trailing(axis))
                padded[axis] = LayoutComputation.insetLength(
                    child: child[axis], leading, trailing, max: range.max[axis])
                parts.append(
                    leading.isFinite && trailing.isFinite
                        ? "\(ExplanationWords.length(axis)) \(ExplanationWords.number(child[axis])) + "
                            + "\(ExplanationWords.number(insets.leading(axis))) + \(ExplanationWords.number(insets.trailing(axis))) "
                            + "= \(ExplanationWords.number(padded[axis]))"
                        : "\(ExplanationWords.length(axis)) its max \(ExplanationWords.number(range.max[axis])) (an infinite inset)"
                )
            }
            return (
                .insetSize,
                "\(node) is its child \(first.name)'s \(ExplanationWords.size(child)) plus its insets: "
                    + ExplanationWords.list(parts) + clamped(padded, size, range) + "."
            )
        case .overlay, .background, .ratio:
            guard let first else { return (.overlaySize, "\(node) has no child: \(words).") }
            let rule: ExplanationRule = if case .ratio = arena.nodes[index].kind { .ratioSize } else { .overlaySize }
            return (rule, "\(node) takes its child \(first.name)'s size, \(words).")
        case .center(let centering, let sizing):
            return (
                .relativeSize,
                relativeWords(
                    node, RelativeOptions(centering: centering, sizing: sizing),
                    sizing.rawValue, first?.index, range, size)
            )
        case .relative(let options):
            return (.relativeSize, relativeWords(node, options, options.sizing.rawValue, first?.index, range, size))
        case .absolute(let sizing):
            let how =
                sizing == .sizeToFit
                ? "its children's extent (sizeToFit)"
                : "its range's max where it is bounded and its children's extent where it is not"
            return (.absoluteSize, "\(node) takes \(how), at least its range's min: \(words).")
        case .corner(let options):
            return (
                .cornerSize,
                options.wrapsCorner
                    ? "\(node) is the union of its child's and its corner's frames, clamped to its range (wrapsCorner): \(words)."
                    : "\(node) takes its child's size; the corner may stick out: \(words)."
            )
        case .wrapper:
            return (.wrapperSize, "\(node) is as large as its largest child, at least its range's min: \(words).")
        case .custom:
            return (.customSize, "\(node)'s own layout code returned \(words).")
        case .deferred:
            return (.deferredSize, "\(node) is the size of its content: \(words).")
        }
    }

    /// A center or relative spec: per axis its range's max where bounded, else its child's
    /// size; shrunk to the child on the axes its sizing names; clamped.
    @_optimize(none) private func relativeWords(
        _ node: String, _ options: RelativeOptions, _ sizingName: String, _ child: Int?,
        _ range: SizeRange, _ size: Size
    ) -> String {
        guard let child else {
            return "\(node) has no child, so it takes its range's min: \(ExplanationWords.size(size))."
        }
        let childSize = arena.sizes[child]
        let parent = ParentSize(validating: range.max)
        var parts: [String] = []
        var raw = Size.zero
        for axis in Axis.allCases {
            let length = ExplanationWords.length(axis)
            var part: String
            if let bounded = parent[axis] {
                raw[axis] = bounded
                part = "its max \(length) \(ExplanationWords.number(bounded))"
            } else {
                raw[axis] = childSize[axis]
                part = "its child's \(length) \(ExplanationWords.number(childSize[axis])) (its max is unbounded)"
            }
            if options.shrinksToChild(axis == .horizontal), childSize[axis] < raw[axis] {
                raw[axis] = childSize[axis]
                part += ", shrunk to its child's \(ExplanationWords.number(childSize[axis])) (sizing \(sizingName))"
            }
            parts.append(part)
        }
        return "\(node) takes \(ExplanationWords.list(parts))" + clamped(raw, size, range) + "."
    }

    /// A display node: its range's max when both axes are bounded, else its min.
    @_optimize(none) private func boxWords(_ node: String, _ range: SizeRange, _ size: Size) -> String {
        let bounded = PixelGrid.isValidForSize(range.max.width) && PixelGrid.isValidForSize(range.max.height)
        return bounded
            ? "\(node) is a display node, which takes its range's max when both axes are bounded: \(ExplanationWords.size(size))."
            : "\(node)'s range \(ExplanationWords.range(range)) is unbounded, so a display node takes its min: "
                + "\(ExplanationWords.size(size))."
    }

    /// A text: its lines at the width its range allows, and why it is truncated.
    @_optimize(none) private func textWords(_ node: String, _ text: TextContent, _ range: SizeRange, _ size: Size)
        -> String
    {
        guard let measurer = computation.environment.textMeasurer else {
            return "\(node) has no text measurer, so it measures empty: \(ExplanationWords.size(size))."
        }
        let fitting = range.max
        let metrics = measurer.measure(text, fitting: fitting)
        var where_ =
            fitting.width.isFinite ? "at width \(ExplanationWords.number(fitting.width))" : "at an unbounded width"
        if fitting.height.isFinite { where_ += ", at most \(ExplanationWords.number(fitting.height)) high" }
        var says = "\(node)'s text, laid out \(where_) (its range's max)"
        if let fit = measurer.lineFit(of: text, fitting: fitting) {
            says += ", takes \(ExplanationWords.count(fit.lineCount, "line")): \(ExplanationWords.size(metrics.size))"
            if fit.isTruncated {
                says += "; it is truncated (\(text.truncation.rawValue)) because " + truncationCause(text, fit, fitting)
            }
        } else {
            says += ", measures \(ExplanationWords.size(metrics.size))"
        }
        return says + clamped(metrics.size, size, range) + "."
    }

    /// A text's line count, and whether it is truncated: what a failure compares when a text
    /// grows a line. Empty for other kinds, and without a measurer that fits lines.
    private func textNumbers(_ index: Int, range: SizeRange) -> [ExplanationValue: Double] {
        guard case .text(let text) = arena.nodes[index].kind,
            let fit = computation.environment.textMeasurer?.lineFit(of: text, fitting: range.max)
        else { return [:] }
        return [.lines: Double(fit.lineCount), .truncated: fit.isTruncated ? 1 : 0]
    }

    /// Why a text is cut: its line limit, the height its range allows, or one clipped line.
    @_optimize(none) private func truncationCause(_ text: TextContent, _ fit: TextLineFit, _ fitting: Size) -> String {
        if text.maximumNumberOfLines > 0 && fit.lineCount >= text.maximumNumberOfLines {
            return "its maximumNumberOfLines \(text.maximumNumberOfLines) stops it"
        }
        if fitting.height.isFinite {
            return
                "only \(ExplanationWords.count(fit.lineCount, "line")) fit in the \(ExplanationWords.number(fitting.height)) "
                + "of height its range allows"
        }
        return "its one clipped line runs past the width \(ExplanationWords.number(fitting.width))"
    }

    /// `, clamped to its range 0…300 × 44: 300 × 44` when the range changed the size.
    @_optimize(none) private func clamped(_ measured: Size, _ size: Size, _ range: SizeRange) -> String {
        measured == size
            ? "" : ", clamped to its range \(ExplanationWords.range(range)): \(ExplanationWords.size(size))"
    }

    @_optimize(none) private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
