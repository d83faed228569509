import Foundation
import LayoutshotFiles

/// The report model as byte-stable JSON (`AtomicFile.json`: sorted keys, no escaped slashes, a
/// final newline), and as a page embeds it.
enum ReportJSON {
    static func encode(_ report: Report) -> [UInt8] {
        // Encoding plain strings, numbers and arrays cannot fail.
        (try? AtomicFile.json(report)) ?? Array("{}\n".utf8)
    }

    /// `value` (the report, the approve arguments) for a `<script type="application/json">` element: `<` escaped so no `</script>` or
    /// `<!--` inside a name or summary can end the element.
    static func embeddable(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
