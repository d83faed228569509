import LayoutshotCore

extension ExplanationStep {
    /// One number of the step: which one, its name in words and its value in words.
    struct NamedNumber {
        /// The typed fields, then the values, in sentence order.
        enum Key: Hashable, Comparable {
            case range, size, offset, origin
            case value(ExplanationValue)
        }

        let key: Key
        let name: String
        let words: String
    }

    /// The step's numbers in sentence order: its range, size, place and origin, then the named
    /// values, a flex's first. One wording for a review's table and a failure's cause.
    var namedNumbers: [NamedNumber] {
        var numbers: [NamedNumber] = []
        if let range {
            numbers.append(
                NamedNumber(key: .range, name: "range", words: ExplanationWords.range(range)))
        }
        if let size {
            numbers.append(
                NamedNumber(key: .size, name: "size", words: ExplanationWords.size(size)))
        }
        if let offset {
            numbers.append(
                NamedNumber(key: .offset, name: "place", words: ExplanationWords.point(offset)))
        }
        if let origin {
            numbers.append(
                NamedNumber(key: .origin, name: "origin", words: ExplanationWords.point(origin)))
        }
        for value in values.keys.sorted() {
            numbers.append(
                NamedNumber(
                    key: .value(value), name: value.words,
                    words: ExplanationWords.number(values[value] ?? 0)))
        }
        return numbers
    }

    /// The step's numbers in words, as a failure's cause names them: "range 300 × 0…∞",
    /// "line length 517.5, free space -162.5, base 215.5". What a review shows of a step when
    /// only its numbers are kept (a sidecar's steps have no sentence).
    public var numbersInWords: String {
        namedNumbers.map { "\($0.name) \($0.words)" }.joined(separator: ", ")
    }
}
