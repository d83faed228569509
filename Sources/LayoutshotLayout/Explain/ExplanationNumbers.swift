import LayoutshotCore

/// How an explanation's numbers are coded in JSON: a number, or `"inf"` for an unbounded
/// maximum (JSON has no infinity; fixtures write it the same way).
enum ExplanationNumbers {
    /// One number.
    struct Number: Codable, Hashable {
        var value: Double

        init(_ value: Double) { self.value = value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                switch text {
                case "inf": value = .infinity
                case "-inf": value = -.infinity
                default:
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "expected a number or \"inf\", found \"\(text)\"")
                }
            } else {
                value = try container.decode(Double.self)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if value.isInfinite {
                try container.encode(value > 0 ? "inf" : "-inf")
            } else {
                try container.encode(value)
            }
        }
    }

    /// A range: `{"min": [w, h], "max": [w, h]}`.
    struct Range: Codable, Hashable {
        var min: [Number]
        var max: [Number]

        var sizeRange: SizeRange? {
            guard min.count == 2, max.count == 2 else { return nil }
            return SizeRange(
                min: Size(min[0].value, min[1].value), max: Size(max[0].value, max[1].value))
        }
    }

    static func range(_ range: SizeRange) -> Range {
        Range(
            min: pair(range.min.width, range.min.height),
            max: pair(range.max.width, range.max.height))
    }

    static func pair(_ first: Double, _ second: Double) -> [Number] {
        [Number(first), Number(second)]
    }

    /// A field of two numbers (`size`, `offset`, `origin`) made into a `Size` or a `Point`.
    static func pair<Key: CodingKey, Value>(
        _ pair: [Number], in container: KeyedDecodingContainer<Key>, key: Key,
        as make: (Double, Double) -> Value
    ) throws -> Value {
        guard pair.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "expected two numbers")
        }
        return make(pair[0].value, pair[1].value)
    }
}
