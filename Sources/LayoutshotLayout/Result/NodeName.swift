/// How messages name a node: its id in backquotes when no other node has that id, else its
/// type and its path ("`text` at root.child.children[1]").
public enum NodeName {
    /// The message name of every node, by path.
    public static func names(_ nodes: [(id: String?, type: String, path: String)]) -> [String:
        String]
    {
        var counts: [String: Int] = [:]
        for node in nodes { if let id = node.id { counts[id, default: 0] += 1 } }
        var names: [String: String] = [:]
        for node in nodes {
            if let id = node.id, counts[id] == 1 {
                names[node.path] = "`\(id)`"
            } else {
                names[node.path] = "`\(node.type)` at \(node.path)"
            }
        }
        return names
    }
}
