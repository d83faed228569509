/// Escapes text for XML-like markup (HTML, Pango markup): `&`, `<`, `>` and `"` become entities,
/// so the text is safe in element content and in double-quoted attribute values.
///
/// ```swift
/// escapeMarkup("<b>Tom & \"Jerry\"</b>")   // "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"
/// ```
public func escapeMarkup(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}
