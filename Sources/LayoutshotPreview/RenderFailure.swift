import Foundation
import LayoutshotFixtures

/// A fixture that does not render, as the page shows it (`/api/render`): `{"id", "version",
/// "ok": false, "error": {"location", "message", "line", "column", "source"}}`, the last three
/// when the error has a line.
///
/// ```swift
/// RenderFailure(error, id: "0/card.yaml", version: 3, file: path).json()
/// // {"id": "0/card.yaml", "version": 3, "ok": false, "error": {"location": "card.yaml:5:34", …}}
/// ```
struct RenderFailure: PreviewJSON {
    /// Where, what, and the offending line of the file.
    struct Problem: Encodable {
        var location: String
        /// The message without the location it starts with: the page shows that above it.
        var message: String
        var line: Int?
        var column: Int?
        /// Line `line` of the fixture file.
        var source: String?
    }

    var id: String
    var version: Int
    let ok = false
    var error: Problem

    /// The failure of `error` for the page's request of fixture `id`, with the line of `file`
    /// the error points at.
    init(_ error: FixtureError, id: String, version: Int, file: String) {
        self.id = id
        self.version = version
        let location = error.location ?? file
        let message =
            error.description.hasPrefix(location + ": ")
            ? String(error.description.dropFirst(location.count + 2))
            : error.description
        self.error = Problem(location: location, message: message)
        guard let line = error.line else { return }
        self.error.line = line
        self.error.column = error.column
        if let text = try? String(contentsOfFile: file, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if line >= 1, line <= lines.count { self.error.source = String(lines[line - 1]) }
        }
    }
}
