/// Makes Cairo's SVG byte-stable: Cairo numbers its `surfaceN`, `imageN`, `glyphN-M`, … ids
/// from process-wide counters, so the same drawing gets other ids after other renders. Ids are
/// renumbered by first appearance, and the renderer fingerprint goes in a comment after the
/// XML declaration.
enum SVGCanonicalizer {
    static let prefixes = ["surface", "glyph", "image", "clip", "mask", "pattern", "source", "linear-pattern", "radial-pattern"]

    static func canonicalize(_ svg: [UInt8], comment: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count + comment.utf8.count + 16)
        var renames: [String: [[UInt8]: Int]] = [:]
        var index = 0
        let count = svg.count
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }
        outer: while index < count {
            // Only at a word start: a prefix followed by digits (and "-digits" for glyphs).
            if index == 0 || !isWordByte(svg[index - 1]) {
                for prefix in prefixes {
                    let bytes = Array(prefix.utf8)
                    guard index + bytes.count < count, Array(svg[index ..< index + bytes.count]) == bytes else { continue }
                    var end = index + bytes.count
                    let digitsStart = end
                    while end < count, svg[end] >= 0x30, svg[end] <= 0x39 { end += 1 }
                    guard end > digitsStart else { continue }
                    if end + 1 < count, svg[end] == 0x2D, svg[end + 1] >= 0x30, svg[end + 1] <= 0x39 {
                        end += 1
                        while end < count, svg[end] >= 0x30, svg[end] <= 0x39 { end += 1 }
                    }
                    guard end >= count || !isWordByte(svg[end]) else { continue }
                    let token = Array(svg[digitsStart ..< end])
                    var table = renames[prefix, default: [:]]
                    let number = table[token] ?? table.count
                    table[token] = number
                    renames[prefix] = table
                    output += bytes
                    output += Array(String(number).utf8)
                    index = end
                    continue outer
                }
            }
            output.append(svg[index])
            index += 1
        }
        // The fingerprint after the XML declaration (or first, if there is none).
        let note = Array("<!-- \(comment.replacingOccurrences(of: "--", with: "- -")) -->\n".utf8)
        if let declarationEnd = firstIndex(of: Array("?>\n".utf8), in: output) {
            output.insert(contentsOf: note, at: declarationEnd + 3)
        } else {
            output.insert(contentsOf: note, at: 0)
        }
        return output
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0 ... (haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start ..< start + needle.count]) == needle { return start }
        }
        return nil
    }
}
