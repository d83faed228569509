/// A parsed YAML/JSON value with its position in the file: what `FixtureDecoder` reads.
/// Both parsers produce it: Yams for YAML, `JSONScanner` for strict JSON (much faster on big
/// files, which are usually generated JSON).
enum FixtureValue {
    case scalar(FixtureScalar)
    case sequence([FixtureValue], SourceMark)
    case mapping([FixtureEntry], SourceMark)

    /// Where the value starts.
    var mark: SourceMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    var scalar: FixtureScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var sequence: [FixtureValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    var mapping: [FixtureEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// The text of a scalar.
    var string: String? { scalar?.text }
}

/// A scalar: its text, whether it was quoted (a quoted "40" is a string, not a number), and
/// where it is.
struct FixtureScalar {
    var text: String
    var quoted: Bool
    var mark: SourceMark
}

/// A key and its value in a mapping.
struct FixtureEntry {
    var key: FixtureScalar
    var value: FixtureValue
}

/// A 1-based line and column. JSON columns count bytes until an error converts them to
/// characters (`FixtureLoader`); Yams counts characters.
struct SourceMark: Equatable {
    var line: Int32
    var column: Int32

    init(line: Int, column: Int) {
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
    }

    /// The place as the public type says it, or nil where the node came from no text (line 0).
    var location: FixtureLocation? {
        line > 0 ? FixtureLocation(line: Int(line), column: Int(column)) : nil
    }
}
