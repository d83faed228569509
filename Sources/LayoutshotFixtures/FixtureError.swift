import LayoutshotCore

/// A fixture that cannot be used, located as precisely as the parser knows: file, line and
/// column, the node's path and id, what was expected and what was found.
///
/// ```
/// feed.yaml:12:7: root.child.children[2] (id "icon"): unknown key 'colour' for a box; did you mean 'color'?
/// ```
public struct FixtureError: LayoutshotError, Equatable, Sendable {
    /// The fixture file.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// The node's path (`root.children[2]`) and id, when the error is inside the layout tree.
    public var node: String?
    /// What is wrong: expected and found.
    public var message: String

    /// Creates an error.
    public init(
        file: String, line: Int? = nil, column: Int? = nil, node: String? = nil, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.node = node
        self.message = message
    }

    /// `file:line:column`, as far as known.
    public var location: String? {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// The node, then what is wrong.
    public var problem: String {
        node.map { "\($0): \(message)" } ?? message
    }
}

extension FixtureError {
    /// The same error with its byte column turned into a character column of `text`'s line.
    func withCharacterColumn(in text: String) -> FixtureError {
        withCharacterColumn(in: LineIndex(text))
    }

    /// The same, with the text's lines indexed already.
    func withCharacterColumn(in lines: LineIndex) -> FixtureError {
        guard let line, let column,
            let converted = lines.characterColumn(line: line, byteColumn: column)
        else {
            return self
        }
        var copy = self
        copy.column = converted
        return copy
    }
}
