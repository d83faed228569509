/// A server-sent event's data for the page's `EventSource`: `change` names the fixture saved
/// and its new version; `hello` and `list` carry the fixture list's version. On one line
/// (`PreviewJSON`), as a `data:` field must be.
///
/// ```swift
/// ServerSentEvent.change(id: "0/card.yaml", version: 4).message
/// // "event: change\ndata: {\"id\": \"0/card.yaml\", \"version\": 4}\n\n"
/// ```
enum ServerSentEvent {
    /// Fixture `id` was saved; the page re-renders it if it shows it.
    case change(id: String, version: Int)
    /// The fixture list is at `version` (the first message of a stream).
    case hello(list: Int)
    /// Fixtures were added or removed: the page fetches the list again.
    case list(Int)

    /// `{"id": "0/card.yaml", "version": 4}`
    struct Change: PreviewJSON {
        var id: String
        var version: Int
    }

    /// `{"list": 2}`
    struct List: PreviewJSON {
        var list: Int
    }

    /// The event as the stream sends it: `event:`, one `data:` line, and the blank line that
    /// ends it.
    var message: String {
        switch self {
        case .change(let id, let version):
            "event: change\ndata: \(Change(id: id, version: version).json())\n\n"
        case .hello(let list): "event: hello\ndata: \(List(list: list).json())\n\n"
        case .list(let list): "event: list\ndata: \(List(list: list).json())\n\n"
        }
    }
}
