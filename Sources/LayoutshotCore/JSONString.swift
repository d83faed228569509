/// Quotes `text` as a JSON string literal, escaping as RFC 8259 requires (and nothing more, so
/// output is stable across platforms).
///
/// ```swift
/// jsonQuoted("a\"b") // "\"a\\\"b\""
/// ```
public func jsonQuoted(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case let c where c.value < 0x20:
            let hex = String(c.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
