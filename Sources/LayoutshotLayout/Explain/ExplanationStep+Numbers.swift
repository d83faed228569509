import LayoutshotCore

extension ExplanationStep {
    /// One number of the step: its key (`range`, `size`, `offset`, `origin` or a name of
    /// `values`), its name in words and its value in words.
    struct NamedNumber {
        let key: String
        let name: String
        let words: String
    }

    /// The step's numbers in sentence order: its range, size, place and origin, then the named
    /// values, a flex's first. One wording for a review's table and a failure's cause.
    var namedNumbers: [NamedNumber] {
        var numbers: [NamedNumber] = []
        if let range { numbers.append(NamedNumber(key: "range", name: "range", words: ExplanationWords.range(range))) }
        if let size { numbers.append(NamedNumber(key: "size", name: "size", words: ExplanationWords.size(size))) }
        if let offset {
            numbers.append(NamedNumber(key: "offset", name: "place", words: ExplanationWords.point(offset)))
        }
        if let origin {
            numbers.append(NamedNumber(key: "origin", name: "origin", words: ExplanationWords.point(origin)))
        }
        for key in values.keys.sorted(by: { Self.rank($0) < Self.rank($1) }) {
            numbers.append(
                NamedNumber(key: key, name: Self.words(key), words: ExplanationWords.number(values[key] ?? 0)))
        }
        return numbers
    }

    /// The step's numbers in words, as a failure's cause names them: "range 300 × 0…∞",
    /// "line length 517.5, free space -162.5, base 215.5". What a review shows of a step when
    /// only its numbers are kept (a sidecar's steps have no sentence).
    public var numbersInWords: String {
        namedNumbers.map { "\($0.name) \($0.words)" }.joined(separator: ", ")
    }

    /// The sentence order of a number by its key: the typed fields, then a flex's numbers, then
    /// the rest by name.
    static func rank(_ key: String) -> String {
        if let field = ["range", "size", "offset", "origin"].firstIndex(of: key) { return "!\(field)" }
        let first = ["sum", "freeSpace", "base", "share", "flexed", "line", "lines"]
        return first.firstIndex(of: key).map { "0\($0)" } ?? "1" + key
    }

    /// A named value in words.
    static func words(_ key: String) -> String {
        switch key {
        case "sum": "line length"
        case "freeSpace": "free space"
        case "flexed": "flexed length"
        case "weight": "shrink weight"
        case "weightSum": "shrink weights in all"
        case "flexGrowSum": "flexGrow in all"
        case "flexShrinkSum": "flexShrink in all"
        case "justifyOffset": "justify offset"
        case "lineStart": "line start"
        case "crossOffset": "cross offset"
        default: key
        }
    }
}
