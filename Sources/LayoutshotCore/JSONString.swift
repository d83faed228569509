/// Quotes `text` as a JSON string literal, escaping as RFC 8259 requires (and nothing more, so
/// output is stable across platforms).
///
/// ```swift
/// jsonQuoted("a\"b") // "\"a\\\"b\""
/// ```
public func jsonQuoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendJSONQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends `jsonQuoted(text)` as UTF-8 to `bytes`: the runs between escapes are copied whole,
/// so that a long string with nothing to escape (a base64 PNG of the preview) costs a copy.
/// Every byte of a multi-byte UTF-8 sequence is 0x80 or above, so escaping bytes below 0x80
/// escapes exactly the scalars RFC 8259 names.
func appendJSONQuoted(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    bytes.append(UInt8(ascii: "\""))
    text.withUTF8 { utf8 in
        bytes.reserveCapacity(bytes.count + utf8.count + 1)
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(of: byte, to: &bytes)
            index += 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
}

/// The escape of a quote, a backslash or a control character.
private func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
    case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
    case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
    case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
    case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
    default:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
    }
}
