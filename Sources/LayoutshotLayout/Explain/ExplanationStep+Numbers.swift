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
        let typed: [(key: NamedNumber.Key, name: String, words: String?)] = [
            (.range, "range", range.map(ExplanationWords.range)),
            (.size, "size", size.map(ExplanationWords.size)),
            (.offset, "place", offset.map(ExplanationWords.point)),
            (.origin, "origin", origin.map(ExplanationWords.point)),
        ]
        var numbers = typed.compactMap { number in
            number.words.map { NamedNumber(key: number.key, name: number.name, words: $0) }
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
