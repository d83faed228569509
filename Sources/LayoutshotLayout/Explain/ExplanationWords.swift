import LayoutshotCore

/// How explanations write numbers, ranges and axes: one wording for every sentence.
enum ExplanationWords {
    /// A number as every output writes points; an unbounded one as ∞.
    static func number(_ value: Double) -> String {
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        return formatPoints(value)
    }

    /// One axis of a range: `300` when exact, else `0…∞`.
    static func span(_ min: Double, _ max: Double) -> String {
        min == max ? number(min) : number(min) + "…" + number(max)
    }

    /// A range as width × height, each exact or `min…max`: `300 × 0…∞`.
    static func range(_ range: SizeRange) -> String {
        span(range.min.width, range.max.width) + " × " + span(range.min.height, range.max.height)
    }

    /// One axis of a range.
    static func span(_ range: SizeRange, _ axis: Axis) -> String {
        span(range.min[axis], range.max[axis])
    }

    /// `300 × 44`.
    static func size(_ size: Size) -> String {
        number(size.width) + " × " + number(size.height)
    }

    /// `(12, 8)`.
    static func point(_ point: Point) -> String {
        "(" + number(point.x) + ", " + number(point.y) + ")"
    }

    /// A parent size for percentages: `320 × undefined`.
    static func parent(_ parent: ParentSize) -> String {
        (parent.width.map(number) ?? "undefined") + " × "
            + (parent.height.map(number) ?? "undefined")
    }

    /// `width` or `height`.
    static func length(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// `wide` or `high`.
    static func extent(_ axis: Axis) -> String { axis == .horizontal ? "wide" : "high" }

    /// `x` or `y`.
    static func coordinate(_ axis: Axis) -> String { axis == .horizontal ? "x" : "y" }

    /// `left`/`right` or `top`/`bottom`.
    static func edges(_ axis: Axis) -> (leading: String, trailing: String) {
        axis == .horizontal ? ("left", "right") : ("top", "bottom")
    }

    /// A list with commas and "and": `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `1 line` or `3 lines`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// `an inset`, `a stack`.
    static func article(_ word: String) -> String {
        (["a", "e", "i", "o", "u"].contains(word.prefix(1).lowercased()) ? "an " : "a ") + word
    }
}
