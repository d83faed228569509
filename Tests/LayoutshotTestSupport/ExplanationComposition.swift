import LayoutshotCore
import LayoutshotLayout

/// Whether an explanation's steps compose to its node's frame: the first step gives the root's
/// range, each later range step starts from the range before it, the last size is the frame's
/// size, and one offset per parent–child link adds up to the frame's origin (ceiled to the grid
/// at `scale`, as drawn).
public enum ExplanationComposition {
    /// What does not compose, in words; empty when everything does.
    public static func problems(_ explanation: LayoutExplanation, scale: Double) -> [String] {
        var problems: [String] = []
        let label = explanation.path
        let ranged = explanation.steps.enumerated().filter { $0.element.range != nil }
        if let first = ranged.first {
            if first.offset != 0 || first.element.rule != .rootRange || first.element.from != nil {
                problems.append("\(label): the first step is not the root's range")
            }
        } else {
            problems.append("\(label): no step gives a range")
        }
        for (previous, next) in zip(ranged, ranged.dropFirst())
        where next.element.from != previous.element.range {
            problems.append(
                "\(label): step \(next.offset + 1) starts from \(String(describing: next.element.from)), "
                    + "step \(previous.offset + 1) gave \(String(describing: previous.element.range))"
            )
        }
        if let size = explanation.steps.last(where: { $0.size != nil })?.size {
            if size != explanation.frame.size {
                problems.append(
                    "\(label): the last size is \(size), the frame's \(explanation.frame.size)")
            }
        } else {
            problems.append("\(label): no step gives a size")
        }
        let offsets = explanation.steps.compactMap(\.offset)
        let links = explanation.path.filter { $0 == "." }.count
        if offsets.count != links {
            problems.append("\(label): \(offsets.count) offsets for \(links) links")
        }
        let origin = PixelGrid(scale: scale).ceil(offsets.reduce(Point.zero, +))
        if origin != explanation.frame.origin {
            problems.append(
                "\(label): the offsets add up to \(origin), the frame is at \(explanation.frame.origin)"
            )
        }
        if let snapped = explanation.steps.last(where: { $0.origin != nil })?.origin,
            snapped != explanation.frame.origin
        {
            problems.append(
                "\(label): the grid step gives \(snapped), the frame is at \(explanation.frame.origin)"
            )
        }
        for (index, step) in explanation.steps.enumerated()
        where step.by.isEmpty || !step.says.hasSuffix(".") {
            problems.append(
                "\(label): step \(index + 1) has no element or no full sentence: \(step.says)")
        }
        return problems
    }
}
