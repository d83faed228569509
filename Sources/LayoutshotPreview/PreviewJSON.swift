import LayoutshotCore

/// A JSON answer of the preview server (an API response or an event's data), written by
/// `JSONOutputEncoder` as every Layoutshot output is, on one line: the page reads it with
/// `fetch().json()` or `JSON.parse`, and an event's `data:` field must not break.
///
/// ```swift
/// struct ListEvent: PreviewJSON { var list: Int }
/// ListEvent(list: 2).json()   // "{\"list\": 2}"
/// ```
protocol PreviewJSON: JSONOutputStyled {}

extension PreviewJSON {
    static var jsonOutputStyle: JSONOutputStyle { .oneLine }

    /// The answer on one line, without the document's closing newline: a server-sent event
    /// puts it after `data: ` and ends the line itself.
    func json() -> String {
        do {
            return String(
                decoding: try JSONOutputEncoder().bytes(of: self).dropLast(), as: UTF8.self)
        } catch {
            // Only an encode(to:) of its own can throw, and no answer's does.
            preconditionFailure("a preview answer could not be written: \(error)")
        }
    }
}
