/// Mutates fixture text the way hostile or careless edits do, deterministically from a seed:
/// numbers pushed to extremes, keys deleted or duplicated, values of the wrong type, deep
/// nesting, unusual Unicode, long strings, other element types, broken indentation. Works on
/// the text line by line, so the decoder's own YAML and JSON parsing is exercised too.
///
/// ```swift
/// var mutator = FixtureMutator(seed: 42)
/// let hostile = mutator.mutate(yaml)   // 1 to 3 mutations
/// ```
public struct FixtureMutator {
    /// Numbers at and beyond every limit the decoder checks (the fixture format article, FixtureFormat.md).
    public static let extremeNumbers = [
        "1e308", "-1e308", "1e-320", "0", "-0", "-1", "9223372036854775807",
        "-9223372036854775808", ".inf", "-.inf", ".nan", "1e38", "4294967296",
        "0.0000001", "16", "16.000001", "100000", "2e9", "0x10", "1_000",
    ]
    /// Values of every YAML type, for keys that expect another.
    public static let wrongTypes = [
        "[1, 2]", "{a: 1}", "\"text\"", "true", "null", "~", "[]", "{}", "''",
        "[[1], [2]]", "!!binary aGVsbG8=", "&a 1", "*undefined", "- item",
    ]
    /// Texts that stress shaping, widths and escaping.
    public static let unicode = [
        "👩‍👩‍👧‍👦", "שלום עולם", "مرحبا", "e\u{301}\u{301}\u{301}", "\u{200B}\u{200D}\u{FEFF}",
        "<b>&amp;</b>", "\\u0000", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "漢字かなカナ", "\u{10FFFF}", "\t", "%@%n",
    ]
    /// Element types, to put a node's keys under the wrong type.
    public static let types = [
        "box", "text", "image", "spacer", "wrapper", "inset", "overlay", "background", "center",
        "relative", "ratio", "stack", "absolute", "corner", "static", "custom", "",
    ]

    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// `text` with one to three mutations.
    public mutating func mutate(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !lines.isEmpty {
            let index = Int.random(in: 0..<lines.count, using: &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0, 1, 2: lines[index] = replacingNumber(in: lines[index])
            case 3: lines.remove(at: index)
            case 4: lines.insert(lines[index], at: index)
            case 5: lines[index] = replacingValue(in: lines[index], with: pick(Self.wrongTypes))
            case 6:
                let depth = Int.random(in: 1...2_100, using: &generator)
                lines[index] = replacingValue(
                    in: lines[index],
                    with: String(repeating: "[", count: depth)
                        + String(repeating: "]", count: depth))
            case 7:
                let text =
                    Bool.random(using: &generator)
                    ? pick(Self.unicode)
                    : String(
                        repeating: pick(Self.unicode),
                        count: Int.random(in: 100...2_000, using: &generator))
                lines[index] = replacingValue(in: lines[index], with: "\"\(text)\"")
            case 8: lines[index] = Self.replacingType(in: lines[index], with: pick(Self.types))
            default:
                lines[index] =
                    Bool.random(using: &generator)
                    ? "  " + lines[index] : String(lines[index].dropFirst(2))
            }
        }
        return lines.joined(separator: "\n")
    }

    private mutating func pick(_ values: [String]) -> String {
        values[Int.random(in: 0..<values.count, using: &generator)]
    }

    /// One number in `line` (picked at random) replaced by an extreme one.
    private mutating func replacingNumber(in line: String) -> String {
        let characters = Array(line)
        var numbers: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            let startsNumber =
                characters[index].isNumber
                || (characters[index] == "-" && index + 1 < characters.count
                    && characters[index + 1].isNumber)
            guard startsNumber,
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1] == "#")
            else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < characters.count, characters[index].isNumber || characters[index] == "." {
                index += 1
            }
            numbers.append(start..<index)
        }
        guard !numbers.isEmpty else { return line }
        let range = numbers[Int.random(in: 0..<numbers.count, using: &generator)]
        return String(characters[..<range.lowerBound]) + pick(Self.extremeNumbers)
            + String(characters[range.upperBound...])
    }

    /// The value of the first `key: value` in `line` replaced by `value`.
    private mutating func replacingValue(in line: String, with value: String) -> String {
        guard let colon = line.range(of: ": ") else { return line + ": " + value }
        let rest = line[colon.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return String(line[..<colon.upperBound]) + value + String(rest[end...])
    }

    /// `line` with its `type: …` value (if any) replaced by `type`.
    private static func replacingType(in line: String, with type: String) -> String {
        guard let range = line.range(of: "type: ") else { return line }
        let rest = line[range.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" || $0 == " " } ?? rest.endIndex
        return String(line[..<range.upperBound]) + type + String(rest[end...])
    }
}
