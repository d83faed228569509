/// A linear pre-scan that bounds how deeply a YAML/JSON text nests, before the (recursive)
/// composer sees it: thousands of nesting levels must give an error, not a stack overflow.
///
/// The bound is conservative: the deepest block indentation (counting each leading `- ` as a
/// level) plus the deepest flow nesting (`[`/`{` outside quotes and comments).
enum NestingGuard {
    /// The largest nesting the loader accepts. A fixture nests about two YAML levels per layout
    /// level, so this allows layout trees far deeper than any real screen.
    static let maximumDepth = 2_000

    /// Where the nesting estimate first exceeds `maximumDepth` (1-based line and byte column of
    /// the bracket or line start that crossed it), with that estimate.
    static func firstTooDeepPlace(in text: String) -> (line: Int, column: Int, depth: Int)? {
        var text = text
        // Over the bytes in place: stepping through the string's UTF-8 view, and asking a string
        // whether it holds the byte before a quote, was a tenth of loading a large fixture.
        return text.withUTF8 { firstTooDeepPlace(in: $0) }
    }

    private static func firstTooDeepPlace(in bytes: UnsafeBufferPointer<UInt8>)
        -> (line: Int, column: Int, depth: Int)?
    {
        var line = 1
        var offset = -1
        var lineStart = 0
        var flowDepth = 0
        var atLineStart = true
        var indent = 0
        var quote: UInt8?
        var inComment = false
        var previous: UInt8 = 0
        // A quote opens a quoted scalar only where a scalar may start (an apostrophe inside
        // a plain scalar, as in `It's`, does not).
        var lastNonSpace: UInt8 = 0
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                atLineStart = true
                indent = 0
                inComment = false
                previous = byte
                lastNonSpace = 0
                continue
            }
            if inComment { continue }
            if let open = quote {
                if byte == open && previous != UInt8(ascii: "\\") { quote = nil }
                previous = byte
                continue
            }
            if atLineStart {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                    indent += 1
                    previous = byte
                    continue
                }
                atLineStart = false
                if indent + flowDepth > maximumDepth {
                    return (line, offset - lineStart + 1, indent + flowDepth)
                }
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                if indent + flowDepth > maximumDepth {
                    return (line, offset - lineStart + 1, indent + flowDepth)
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = Swift.max(0, flowDepth - 1)
            case UInt8(ascii: "\"") where mayStartScalar(after: lastNonSpace),
                UInt8(ascii: "'") where mayStartScalar(after: lastNonSpace):
                quote = byte
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == 0:
                inComment = true
            default:
                break
            }
            if byte != UInt8(ascii: " ") { lastNonSpace = byte }
            previous = byte
        }
        return nil
    }

    /// Whether a quoted scalar may start after `byte`, the last byte before it that is not a
    /// space (0: none on its line): after nothing or one of `[{,:-?`.
    private static func mayStartScalar(after byte: UInt8) -> Bool {
        switch byte {
        case 0, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: "-"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
}
