import LayoutshotCore

extension ExplanationStep {
    /// The step's numbers in words, as a failure's cause names them: "range 300 × 0…∞",
    /// "line length 517.5, free space -162.5, base 215.5". What a review shows of a step when
    /// only its numbers are kept (a sidecar's steps have no sentence).
    public var numbersInWords: String {
        var parts: [String] = []
        if let range { parts.append("range " + ExplanationWords.range(range)) }
        if let size { parts.append("size " + ExplanationWords.size(size)) }
        if let offset { parts.append("place " + ExplanationWords.point(offset)) }
        if let origin { parts.append("origin " + ExplanationWords.point(origin)) }
        for name in values.keys.sorted(by: { DecisionChange.order($0) < DecisionChange.order($1) }) {
            parts.append(DecisionChange.words(name) + " " + ExplanationWords.number(values[name] ?? 0))
        }
        return parts.joined(separator: ", ")
    }
}
