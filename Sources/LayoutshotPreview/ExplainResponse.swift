import LayoutshotLayout

/// Why a node has its size and place (`/api/explain`), as `layoutshot explain --json` says it:
/// `{"id", "version", "node", "ok": true, "explanation": {…}}`, or `"ok": false` with a
/// `message` instead of the explanation (the fixture does not load, the node is gone after a
/// save).
///
/// ```swift
/// ExplainResponse(id: "0/card.yaml", version: 2, node: "root.child", ok: false, message: "no node 'root.child'").json()
/// // {"id": "0/card.yaml", "version": 2, "node": "root.child", "ok": false, "message": "no node 'root.child'"}
/// ```
struct ExplainResponse: PreviewJSON {
    var id: String
    var version: Int
    /// The node asked about, by its path (`root.child.children[0]`).
    var node: String
    var ok: Bool
    /// Written one member a line, one step a line, as `explain --json` writes it.
    var explanation: ExplanationDocument?
    /// Why `node` has no explanation.
    var message: String?
}
