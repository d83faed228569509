import SwiftParser
import SwiftSyntax

/// Writes recorded texts into a test file's source: for each assertion, only its snapshot
/// literal changes (or, where it has none, a trailing closure holding one is added after its
/// arguments); every other byte of the file stays as it was. swift-syntax finds the calls and
/// their literals; the edits are made on the source text, from the end of the file backwards,
/// so that each keeps the offsets the parse gave.
enum InlineSnapshotRewriter {
    /// One text to write: the assertion at `line` and `column` of the file as `#line` and
    /// `#column` give them (the column of the `(`, or of the `{` of a call without parentheses).
    struct Recording: Equatable {
        var line: Int
        var column: Int
        var text: String
    }

    /// An edit of the source's UTF-8 bytes: `range` replaced by `replacement`.
    private struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    /// `source` with each recording written into the call it names; the locations of
    /// `recordings` that name no call of the file.
    static func rewrite(_ source: String, with recordings: [Recording]) -> (
        source: String, unmatched: [Recording]
    ) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let calls = CallFinder(
            converter: converter, wanted: Set(recordings.map { Location($0.line, $0.column) }))
        calls.walk(tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let unit = indentUnit(lines)
        var edits: [Edit] = []
        var unmatched: [Recording] = []
        for recording in recordings {
            guard let call = calls.found[Location(recording.line, recording.column)] else {
                unmatched.append(recording)
                continue
            }
            let lineIndent = indentation(of: lines[recording.line - 1])
            edits.append(
                edit(
                    call, text: recording.text, lineIndent: lineIndent, unit: unit, lines: lines,
                    converter))
        }
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), unmatched)
    }

    /// The edit that puts `text` into `call`: over its literal, over its closure's body, or a
    /// trailing closure of its own.
    private static func edit(
        _ call: FunctionCallExprSyntax, text: String, lineIndent: String, unit: String,
        lines: [Substring],
        _ converter: SourceLocationConverter
    ) -> Edit {
        let closure =
            call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "matches" }?.expression.as(
                ClosureExprSyntax.self)
        guard let closure else {
            // No snapshot yet: ` { """ … """ }` after the arguments.
            let end =
                (call.rightParen.map { $0.endPositionBeforeTrailingTrivia }
                ?? call.calledExpression
                .endPositionBeforeTrailingTrivia).utf8Offset
            let literal = multilineLiteral(text, indent: lineIndent + unit)
            return Edit(
                range: end..<end, replacement: " {\n\(lineIndent + unit)\(literal)\n\(lineIndent)}")
        }
        if closure.signature == nil, closure.statements.count == 1,
            case .expr(let expression) = closure.statements.first?.item,
            let existing = expression.as(StringLiteralExprSyntax.self),
            existing.openingQuote.tokenKind == .multilineStringQuote
        {
            // The closing quotes' indentation is the literal's: the new one keeps it.
            let closingLine = existing.closingQuote.startLocation(converter: converter).line
            let indent = indentation(of: lines[closingLine - 1])
            let start = existing.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = existing.endPositionBeforeTrailingTrivia.utf8Offset
            return Edit(range: start..<end, replacement: multilineLiteral(text, indent: indent))
        }
        // An empty closure, or one holding something else: its body becomes the literal.
        let start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let end = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let literal = multilineLiteral(text, indent: lineIndent + unit)
        return Edit(
            range: start..<end, replacement: "\n\(lineIndent + unit)\(literal)\n\(lineIndent)")
    }

    /// `text` as a multiline string literal whose lines are indented by `indent` (the closing
    /// quotes' too), raw (`#"""`) when the text holds a backslash or three quotes.
    static func multilineLiteral(_ text: String, indent: String) -> String {
        var pounds = ""
        while text.contains("\"\"\"" + pounds) || text.contains("\\" + pounds) { pounds += "#" }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
        return "\(pounds)\"\"\"\n\(body)\n\(indent)\"\"\"\(pounds)"
    }

    /// The leading spaces and tabs of `line`.
    private static func indentation(of line: Substring) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// One level of the file's indentation: the first indented line's, else four spaces.
    private static func indentUnit(_ lines: [Substring]) -> String {
        let indented = lines.first {
            ($0.first == " " || $0.first == "\t") && $0.contains { $0 != " " && $0 != "\t" }
        }
        return indented.map(indentation(of:)) ?? "    "
    }

    /// A line and column, as `#line` and `#column` give them.
    private struct Location: Hashable {
        var line: Int
        var column: Int

        init(_ line: Int, _ column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The calls at the wanted locations: a call's location is where its called expression
    /// ends, spaces after it included, as the compiler's `#column` counts it.
    private final class CallFinder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let wanted: Set<Location>
        var found: [Location: FunctionCallExprSyntax] = [:]

        init(converter: SourceLocationConverter, wanted: Set<Location>) {
            self.converter = converter
            self.wanted = wanted
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let end = call.calledExpression.endLocation(
                converter: converter, afterTrailingTrivia: true)
            let location = Location(end.line, end.column)
            if wanted.contains(location) { found[location] = call }
            return .visitChildren
        }
    }
}
