import LayoutshotCore

extension LayoutComputation {
    /// `ASDisplayNode`: `calculateSizeThatFits:` returns the constrained max when both axes are
    /// valid sizes (finite, below 1e7), else zero; then the range clamps it. So a box in an
    /// unbounded range falls to its minimum on *both* axes (`ASDisplayNode.mm`).
    func calculateDisplayNode(_ range: SizeRange) -> Size {
        let max = range.max
        let fits = PixelGrid.isValidForSize(max.width) && PixelGrid.isValidForSize(max.height)
        return range.clamp(fits ? max : .zero)
    }

    /// `ASTextNode`: the measured text size, clamped to the range. The text's baselines become
    /// the node's ascender and descender, for baseline alignment in stacks.
    func calculateText(_ index: Int, _ text: TextContent, _ range: SizeRange) -> Size {
        guard let measurer = environment.textMeasurer else { return range.clamp(.zero) }
        let metrics = measurer.measure(text, fitting: range.max)
        arena.ascenders[index] = metrics.ascender
        arena.descenders[index] = metrics.descender
        return range.clamp(metrics.size)
    }

    /// `ASImageNode`: the image's size in points, clamped; without an image it is a plain
    /// display node (`-[ASImageNode calculateSizeThatFits:]`).
    func calculateImage(_ image: ImageContent, _ range: SizeRange) -> Size {
        guard let size = environment.imageSizer?.intrinsicSize(of: image, scale: environment.scale)
        else {
            return calculateDisplayNode(range)
        }
        return range.clamp(size)
    }
}

/// How explanations word a display node's size: its range's max when both axes are bounded,
/// else its min.
struct BoxWording: KindWording {
    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let (name, range) = (node.node, node.range)
        let bounded =
            PixelGrid.isValidForSize(range.max.width) && PixelGrid.isValidForSize(range.max.height)
        return (
            .boxSize,
            bounded
                ? "\(name) is a display node, which takes its range's max when both axes are bounded: \(node.words)."
                : "\(name)'s range \(ExplanationWords.range(range)) is unbounded, so a display node takes its min: "
                    + "\(node.words)."
        )
    }
}

/// How explanations word a text's size: its lines at the width its range allows, and why it
/// is truncated.
struct TextWording: KindWording {
    let text: TextContent

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        guard let measurer = explainer.computation.environment.textMeasurer else {
            return (
                .textSize, "\(node.node) has no text measurer, so it measures empty: \(node.words)."
            )
        }
        let fitting = node.range.max
        let metrics = measurer.measure(text, fitting: fitting)
        var where_ =
            fitting.width.isFinite
            ? "at width \(ExplanationWords.number(fitting.width))" : "at an unbounded width"
        if fitting.height.isFinite {
            where_ += ", at most \(ExplanationWords.number(fitting.height)) high"
        }
        var says = "\(node.node)'s text, laid out \(where_) (its range's max)"
        if let fit = measurer.lineFit(of: text, fitting: fitting) {
            says +=
                ", takes \(ExplanationWords.count(fit.lineCount, "line")): \(ExplanationWords.size(metrics.size))"
            if fit.isTruncated {
                says +=
                    "; it is truncated (\(text.truncation.rawValue)) because "
                    + truncationCause(fit, fitting)
            }
        } else {
            says += ", measures \(ExplanationWords.size(metrics.size))"
        }
        return (.textSize, says + node.clamped(metrics.size) + ".")
    }

    /// Why a text is cut: its line limit, the height its range allows, or one clipped line.
    @_optimize(none) private func truncationCause(_ fit: TextLineFit, _ fitting: Size) -> String {
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
}

/// How explanations word an image's size: its pixels in points, or a display node's without
/// a known size.
struct ImageWording: KindWording {
    let image: ImageContent

    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        let scale = explainer.grid.scale
        guard
            let intrinsic = explainer.computation.environment.imageSizer?.intrinsicSize(
                of: image, scale: scale)
        else {
            return (
                .imageSize,
                "\(node.node)'s image has no known size, so it measures as a display node: "
                    + BoxWording().size(of: node, by: explainer).1
            )
        }
        return (
            .imageSize,
            "\(node.node)'s image is \(ExplanationWords.size(intrinsic)) points (its pixels ÷ scale "
                + "\(ExplanationWords.number(image.scale ?? scale)))" + node.clamped(intrinsic)
                + "."
        )
    }
}

/// How explanations word a spacer's size: its range's min.
struct SpacerWording: KindWording {
    @_optimize(none) func size(of node: Explainer.Sized, by explainer: Explainer) -> (
        ExplanationRule, String
    ) {
        (.spacerSize, "\(node.node) is a spacer, which takes its range's min: \(node.words).")
    }
}
