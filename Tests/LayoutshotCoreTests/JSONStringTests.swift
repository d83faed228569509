import Foundation
import LayoutshotCore
import Testing

/// `jsonQuoted` and the encoder's strings: RFC 8259's escapes and nothing more, whatever the
/// length of the runs between them.
struct JSONStringTests {
    /// The escapes, written one scalar at a time as RFC 8259 lists them.
    static func expected(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20: result += String(format: "\\u%04x", c.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let texts = [
        "", "plain", "a\"b", "back\\slash", "line\nbreak\r\n\ttab", "\u{0}\u{1}\u{1f}\u{7f}",
        "</script><script>alert(1)</script>", "é ü 漢字 🙂 \u{2028}\u{2029}", "\"\\\n",
        String(repeating: "iVBORw0KGgo", count: 500) + "\"" + String(repeating: "AAAA", count: 300),
    ]

    @Test(arguments: texts) func escapesWhatRFC8259Requires(text: String) throws {
        let quoted = jsonQuoted(text)
        #expect(quoted == Self.expected(text))
        let decoded = try JSONSerialization.jsonObject(
            with: Data(quoted.utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == text)
    }

    @Test func everyControlCharacterIsEscapedAsAScalar() {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        #expect(
            jsonQuoted(controls)
                == #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\t\n\u000b\u000c\r\u000e\u000f"#
                + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f""#
        )
    }

    struct Pair: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine
        var key: String
        var values: [String]

        enum CodingKeys: String, CodingKey {
            case key = "k\"ey\n"
            case values
        }
    }

    @Test func theEncoderEscapesKeysAndValuesAsJSONQuotedDoes() throws {
        let text = "a\"b\\c\nd</script>"
        let json = try JSONOutputEncoder().string(of: Pair(key: text, values: [text, "é"]))
        #expect(
            json
                == "{\"k\\\"ey\\n\": \(jsonQuoted(text)), \"values\": [\(jsonQuoted(text)), \"é\"]}\n"
        )
    }
}
