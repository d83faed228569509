import LayoutshotCore

/// Finds the node an explanation is asked for: by path (`root.children[1]`), by id, or by the
/// name messages print (`` `title` ``, `` `text` at root.children[1] ``).
enum NodeQuery {
    /// The frame of the node `query` names among `frames`.
    static func resolve(_ query: String, among frames: [AbsoluteFrame]) throws(ExplanationError)
        -> AbsoluteFrame
    {
        let wanted = unquoted(query)
        if let frame = frames.first(where: { $0.path == wanted }) { return frame }
        let matches = frames.filter { $0.id == wanted }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ExplanationError(
                node: query,
                problem: "the id '\(wanted)' names \(matches.count) nodes: "
                    + matches.map(\.path).joined(separator: ", "),
                nextStep: "Give one of their paths instead")
        }
        let ids = Array(Set(frames.compactMap(\.id))).sorted()
        let close = closest(to: wanted, among: ids)
        var problem = "no node '\(wanted)' in the layout"
        if !close.isEmpty {
            problem += "; close ids: " + close.joined(separator: ", ")
        } else if !ids.isEmpty {
            problem +=
                "; its ids are " + ids.prefix(12).joined(separator: ", ")
                + (ids.count > 12 ? ", …" : "")
        } else {
            problem += "; it has no ids"
        }
        throw ExplanationError(
            node: query, problem: problem,
            nextStep:
                "Give an id or a node path such as root.children[0] (layoutshot layout prints them)",
            closeIDs: close)
    }

    /// The name without the backquotes messages put around it; for `` `type` at path ``, the path.
    static func unquoted(_ query: String) -> String {
        var text = query.trimmingSpaces()
        if text.hasPrefix("`"), let range = text.firstRange(of: "` at ") {
            return String(text[range.upperBound...])
        }
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The ids within a typo's reach of `name` (a third of its length, at least 2 edits) or
    /// containing it, nearest first; at most five.
    static func closest(to name: String, among ids: [String]) -> [String] {
        let wanted = Array(name.lowercased().unicodeScalars)
        let limit = Swift.max(2, wanted.count / 3)
        let scored = ids.compactMap { id -> (String, Int)? in
            let lowered = id.lowercased()
            let distance = NearestName.editDistance(wanted, Array(lowered.unicodeScalars))
            if distance <= limit { return (id, distance) }
            if !name.isEmpty, lowered.contains(name.lowercased()) { return (id, limit + 1) }
            return nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(5).map(\.0)
    }
}
