/// The lines that differ between two texts, as a failure shows them: `−` a line of the
/// expected text only, `+` of the actual only, two spaces a line of both; runs of unchanged
/// lines beyond `context` lines of a change are one `⋯` line. The lines are matched by their
/// longest common subsequence, so a line inserted shows as one `+`, not as every line below it.
enum LineDiff {
    /// The diff of `expected` to `actual`, one entry per line; empty when they are equal.
    static func lines(from expected: String, to actual: String, context: Int = 3) -> [String] {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old != new else { return [] }
        let edits = script(old, new)
        let changed = edits.indices.filter { edits[$0].mark != " " }
        var shown: [String] = []
        var skipping = false
        for (index, edit) in edits.enumerated() {
            let near = changed.contains { abs($0 - index) <= context }
            if near {
                shown.append(edit.mark + " " + edit.line)
                skipping = false
            } else if !skipping {
                shown.append("⋯")
                skipping = true
            }
        }
        return shown
    }

    /// Every line of both texts in order, marked: the longest common subsequence's table, walked
    /// from the start.
    private static func script(_ old: [String], _ new: [String]) -> [(mark: String, line: String)] {
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = Array(
            repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var edits: [(String, String)] = []
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((" ", old[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                edits.append(("−", old[i]))
                i += 1
            } else {
                edits.append(("+", new[j]))
                j += 1
            }
        }
        return edits
    }
}
