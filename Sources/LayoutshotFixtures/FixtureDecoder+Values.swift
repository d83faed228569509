import LayoutshotCore
import LayoutshotLayout

/// Scalar and small compound values: numbers, dimensions, sizes, points, colours, enums.
extension FixtureDecoder {
    /// The largest magnitude of a fixture number: a million points, about 60 times the
    /// 16,384-pixel canvas at @1x, far beyond any real layout, and small enough that sums and
    /// products of such numbers, times a scale of 16, stay exact in a `Double` and convert to
    /// pixels without overflow.
    static let magnitudeLimit = 1_000_000.0

    /// A number; infinity as `.inf`, `inf` or `infinity` (quoted or not) only when allowed.
    /// Its magnitude is checked by ``checkMagnitude(_:of:key:node:limit:)`` unless the key
    /// accepts infinity (an unbounded maximum or inset, where Texture itself writes
    /// `CGFLOAT_MAX`). `key` is made only for a message: a size's `preferredSize.width` was
    /// built for every number read.
    func number(
        _ value: FixtureValue, key: @autoclosure () -> String, node label: NodePath?,
        allowInfinity: Bool = false, allowNegative: Bool = false, limit: Double = magnitudeLimit
    ) throws(FixtureError) -> Double {
        guard let scalar = value.scalar else {
            throw error(
                at: value, "'\(key())' must be a number, found \(describe(value))", node: label)
        }
        guard let number = Self.parseNumber(scalar.text, quoted: scalar.quoted) else {
            throw error(
                at: value, "'\(key())' must be a number, found \(describe(value))", node: label)
        }
        if number.isInfinite && !allowInfinity {
            throw error(
                at: value, "'\(key())' must be finite, found \(describe(value))", node: label)
        }
        if number < 0 && !allowNegative {
            throw error(
                at: value, "'\(key())' must not be negative, found \(describe(value))",
                node: label)
        }
        if !allowInfinity {
            try checkMagnitude(number, of: value, key: key(), node: label, limit: limit)
        }
        return number
    }

    /// The one sanity rule for fixture numbers: |number| ≤ `limit` (``magnitudeLimit`` unless
    /// the key has a tighter range of its own, as `scale` has), so that no value from a
    /// fixture can overflow the engine or the renderer.
    func checkMagnitude(
        _ number: Double, of value: FixtureValue, key: @autoclosure () -> String,
        node label: NodePath?, limit: Double = magnitudeLimit
    ) throws(FixtureError) {
        guard Swift.abs(number) > limit else { return }
        let why =
            limit == Self.magnitudeLimit
            ? " (the limit of every fixture number: far beyond any real layout)" : ""
        throw error(
            at: value,
            "'\(key())' must be at most \(formatPoints(limit)) in magnitude, found \(describe(value))\(why)",
            node: label)
    }

    /// Parses YAML/JSON numbers locale-independently. Quoted text counts only for infinity.
    static func parseNumber(_ text: String, quoted: Bool) -> Double? {
        if !quoted, let whole = wholeNumber(text) { return whole }
        switch text.lowercased() {
        case ".inf", "+.inf", "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-.inf", "-inf", "-infinity": return -.infinity
        default:
            guard !quoted, let value = Double(text), value.isFinite else { return nil }
            return value
        }
    }

    /// `text` when it is digits alone, at most 15 of them: exactly the `Double` that
    /// `Double(text)` reads, without lowercasing a copy and calling `strtod` (the sizes of a
    /// large fixture were a tenth of loading it).
    private static func wholeNumber(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }

    /// `flexGrow`/`flexShrink`: a non-negative number, or `true`/`false` (ASDK 2.0's BOOL).
    func flexFactor(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> Double
    {
        if let scalar = value.scalar, !scalar.quoted {
            switch scalar.text {
            case "true": return 1
            case "false": return 0
            default: break
            }
        }
        return try number(value, key: key, node: label)
    }

    /// A `Dimension`: points, `"50%"`, `"10pt"` or `auto`.
    func dimension(_ value: FixtureValue, key: String, node label: NodePath?, allowInfinity: Bool)
        throws(FixtureError)
        -> Dimension
    {
        guard let scalar = value.scalar else {
            throw error(
                at: value,
                "'\(key)' must be a number, a percentage like \"50%\" or auto, found \(describe(value))",
                node: label)
        }
        let text = scalar.text
        if text == "auto" { return .auto }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
            guard percent >= 0 else {
                throw error(
                    at: value, "'\(key)' must not be negative, found \(describe(value))",
                    node: label)
            }
            try checkMagnitude(percent, of: value, key: key, node: label)
            return .fraction(percent / 100)
        }
        if text.hasSuffix("pt"), let points = Double(text.dropLast(2)), points.isFinite {
            guard points >= 0 else {
                throw error(
                    at: value, "'\(key)' must not be negative, found \(describe(value))",
                    node: label)
            }
            if !allowInfinity { try checkMagnitude(points, of: value, key: key, node: label) }
            return .points(points)
        }
        guard Self.parseNumber(text, quoted: scalar.quoted) != nil else {
            throw error(
                at: value,
                "'\(key)' must be a number, a percentage like \"50%\" or auto, found \(describe(value))",
                node: label)
        }
        return .points(try number(value, key: key, node: label, allowInfinity: allowInfinity))
    }

    /// A size: `[w, h]` or `{width, height}`.
    func size(_ value: FixtureValue, key: String, node label: NodePath?, allowInfinity: Bool)
        throws(FixtureError)
        -> Size
    {
        let (a, b) = try pair(value, key: key, names: ("width", "height"), node: label)
        return Size(
            try number(a, key: key + ".width", node: label, allowInfinity: allowInfinity),
            try number(b, key: key + ".height", node: label, allowInfinity: allowInfinity))
    }

    /// A point: `[x, y]` or `{x, y}`; finite, may be negative.
    func point(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> Point
    {
        let (a, b) = try pair(value, key: key, names: ("x", "y"), node: label)
        return Point(
            try number(a, key: key + ".x", node: label, allowNegative: true),
            try number(b, key: key + ".y", node: label, allowNegative: true))
    }

    /// The two components of a size or point, from a two-item list or a two-key mapping.
    func pair(_ value: FixtureValue, key: String, names: (String, String), node label: NodePath?)
        throws(FixtureError)
        -> (FixtureValue, FixtureValue)
    {
        // Made only for a message, as the key of each component is.
        var expected: String {
            "'\(key)' must be [\(names.0), \(names.1)] or {\(names.0): …, \(names.1): …}"
        }
        if let sequence = value.sequence {
            guard sequence.count == 2 else {
                throw error(at: value, "\(expected), found \(describe(value))", node: label)
            }
            return (sequence[0], sequence[1])
        }
        guard let mapping = value.mapping else {
            throw error(at: value, "\(expected), found \(describe(value))", node: label)
        }
        var first: FixtureValue?
        var second: FixtureValue?
        for entry in mapping {
            let item = entry.value
            switch entry.key.text {
            case names.0: first = item
            case names.1: second = item
            default:
                throw unknownKey(
                    entry.key.text, at: entry.key.mark, allowed: [names.0, names.1],
                    what: "'\(key)'", node: label)
            }
        }
        guard let first, let second else {
            throw error(
                at: value, "\(expected); '\(first == nil ? names.0 : names.1)' is missing",
                node: label)
        }
        return (first, second)
    }

    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a CSS name; or one per appearance,
    /// `{light: …, dark: …}`, of which the decoder's appearance is taken (the other one where
    /// only one is given).
    func color(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> Color
    {
        if let mapping = value.mapping {
            var byAppearance: [Appearance: Color] = [:]
            for entry in mapping {
                guard let appearance = Appearance(rawValue: entry.key.text) else {
                    throw unknownKey(
                        entry.key.text, at: entry.key.mark,
                        allowed: Appearance.allCases.map(\.rawValue),
                        what: "'\(key)'", node: label)
                }
                byAppearance[appearance] = try color(
                    entry.value, key: "\(key).\(appearance.rawValue)", node: label)
            }
            guard let color = byAppearance[appearance] ?? byAppearance.values.first else {
                throw error(
                    at: value, "'\(key)' must name a colour for light, dark or both", node: label)
            }
            return color
        }
        guard let text = value.scalar?.text, let color = Color(parsing: text) else {
            throw error(
                at: value,
                "'\(key)' must be a colour (#RGB, #RRGGBB, #RRGGBBAA or a CSS name), found \(describe(value))",
                node: label)
        }
        return color
    }

    /// A string.
    func string(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> String
    {
        guard let scalar = value.scalar else {
            throw error(
                at: value, "'\(key)' must be a string, found \(describe(value))", node: label)
        }
        return scalar.text
    }

    /// A boolean: `true` or `false`.
    func bool(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> Bool
    {
        switch value.scalar.map({ ($0.text, $0.quoted) }) {
        case ("true", false)?: return true
        case ("false", false)?: return false
        default:
            throw error(
                at: value, "'\(key)' must be true or false, found \(describe(value))", node: label)
        }
    }

    /// A non-negative whole number.
    func count(_ value: FixtureValue, key: String, node label: NodePath?) throws(FixtureError)
        -> Int
    {
        let number = try number(value, key: key, node: label)
        guard number == number.rounded(), number <= 1_000_000 else {
            throw error(
                at: value, "'\(key)' must be a whole number, found \(describe(value))", node: label)
        }
        return Int(number)
    }

    /// A list of strings (or a single string).
    func stringList(_ value: FixtureValue, key: String) throws(FixtureError) -> [String] {
        if value.scalar != nil { return [try string(value, key: key, node: nil)] }
        guard let sequence = value.sequence else {
            throw error(at: value, "'\(key)' must be a list of folders, found \(describe(value))")
        }
        var result: [String] = []
        for item in sequence { result.append(try string(item, key: key, node: nil)) }
        return result
    }

    /// One of an enum's cases by name, with a suggestion for a typo.
    func enumeration<E: RawRepresentable & CaseIterable>(
        _ value: FixtureValue, key: String, node label: NodePath?,
        as type: E.Type = E.self
    ) throws(FixtureError) -> E
    where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        guard let text = value.scalar?.text else {
            throw error(
                at: value,
                "'\(key)' must be one of \(names.joined(separator: ", ")), found \(describe(value))",
                node: label)
        }
        if let result = E(rawValue: text) { return result }
        let hint =
            NearestName.suggest(text, from: names).map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(names.joined(separator: ", "))"
        throw error(at: value, "unknown \(key) '\(text)'\(hint)", node: label)
    }

    /// Insets: one number for all four edges, or `{top, left, bottom, right}` (missing edges 0).
    /// Edges may be infinite or negative (outsets).
    func insets(_ value: FixtureValue, node label: NodePath?) throws(FixtureError) -> EdgeInsets {
        if value.scalar != nil {
            return EdgeInsets(
                all: try number(
                    value, key: "insets", node: label, allowInfinity: true, allowNegative: true))
        }
        guard let mapping = value.mapping else {
            throw error(
                at: value,
                "'insets' must be a number or {top, left, bottom, right}, found \(describe(value))",
                node: label)
        }
        var insets = EdgeInsets()
        for entry in mapping {
            let edge = entry.key.text
            let item = entry.value
            let amount = try number(
                item, key: "insets.\(edge)", node: label, allowInfinity: true, allowNegative: true)
            switch edge {
            case "top": insets.top = amount
            case "left": insets.left = amount
            case "bottom": insets.bottom = amount
            case "right": insets.right = amount
            default:
                throw unknownKey(
                    edge, at: entry.key.mark, allowed: Self.insetEdges, what: "'insets'",
                    node: label)
            }
        }
        return insets
    }
}
