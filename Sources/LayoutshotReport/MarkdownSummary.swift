/// The Markdown for `$GITHUB_STEP_SUMMARY` or a pull-request comment: the counts, a table of
/// the snapshots to review with their change in words, then each one's details and crops.
/// Images are relative paths (GitHub strips `data:` images); the text stays under GitHub's
/// 65,536-character comment limit (and so its 1 MiB summary limit) by leaving snapshots out
/// with a note that says how many.
public enum MarkdownSummary {
    /// GitHub's limit for a comment body.
    public static let gitHubCommentLimit = 65_536

    /// The summary of `report`, as Markdown.
    ///
    /// - Parameters:
    ///   - report: The report to summarize, as written to its folder.
    ///   - imagePrefix: the path from where the Markdown is read to the report folder, e.g.
    ///     `layoutshot-report`; `nil` leaves the crops out (there is no report to point at).
    ///   - limit: the largest size in UTF-8 bytes (never fewer than characters).
    public static func render(
        _ report: Report, imagePrefix: String?, limit: Int = gitHubCommentLimit
    ) -> String {
        let counts = report.counts
        let head =
            "### Layoutshot: \(counts.failed) failed · \(counts.new) new · \(counts.removed) removed · "
            + "\(counts.passed) passed\n\n"
        let changed = report.changed
        if changed.isEmpty {
            return head
                + "All \(counts.total) snapshot\(counts.total == 1 ? "" : "s") match their references.\n"
        }

        // 1. The table, then each snapshot's details, while they fit (a note is reserved room).
        let reserve = 300
        var text = head + "| | Snapshot | Change |\n| --- | --- | --- |\n"
        var rows = 0
        for snapshot in changed {
            let row =
                "| \(icon(snapshot.status)) \(snapshot.status.rawValue) | \(cell(codeSpan(snapshot.name))) | "
                + "\(cell(inline(snapshot.summary))) |\n"
            guard text.utf8.count + row.utf8.count + reserve <= limit else { break }
            text += row
            rows += 1
        }
        var detailed = 0
        if rows == changed.count {
            for snapshot in changed {
                let section = details(snapshot, imagePrefix: imagePrefix)
                guard text.utf8.count + section.utf8.count + reserve <= limit else { break }
                text += section
                detailed += 1
            }
        }
        // 2. Say what was left out, and where to find it.
        if rows < changed.count {
            text +=
                "\n> **\(changed.count - rows) more snapshot\(changed.count - rows == 1 ? "" : "s") not listed**: this summary is "
                + "cut to stay under GitHub's \(limit)-character limit. The HTML report lists every snapshot.\n"
        } else if detailed < changed.count {
            text +=
                "\n> Details of \(changed.count - detailed) snapshot\(changed.count - detailed == 1 ? "" : "s") left out to "
                + "stay under GitHub's \(limit)-character limit. The HTML report shows them all.\n"
        }
        return text
    }

    /// A heading, the change per node and where the pixels changed, and the crops.
    /// Empty when there is nothing beyond the table's line (a new or removed snapshot).
    static func details(_ snapshot: ReportSnapshot, imagePrefix: String?) -> String {
        let facts =
            snapshot.changes
            + snapshot.attribution.prefix(3).map {
                "\($0.percent) % of changed pixels in \($0.node)"
            }
        let crops = imagePrefix == nil ? [] : snapshot.images.crops
        guard !facts.isEmpty || !crops.isEmpty else { return "" }
        var text = "\n#### \(codeSpan(snapshot.name))\n\n"
        text += facts.map { "- \(inline($0))\n" }.joined()
        if !facts.isEmpty && !crops.isEmpty { text += "\n" }
        for (index, crop) in crops.enumerated() {
            text +=
                "![\(altText(snapshot.name)): change \(index + 1), reference | diff | actual](\(url(imagePrefix ?? "", crop)))\n"
        }
        return text
    }

    static func icon(_ status: ReportSnapshot.Status) -> String {
        switch status {
        case .failed: "❌"
        case .new: "🆕"
        case .removed: "🗑️"
        case .passed: "✅"
        }
    }

    /// Markdown already made one line (`codeSpan`, `inline`), with `|` escaped for a table
    /// cell: GitHub's tables split on `|` even inside code spans, and show `\|` there as `|`.
    static func cell(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "|", with: "\\|")
    }

    /// `text` as a CommonMark code span that GitHub shows exactly as typed: line breaks become
    /// spaces; nothing is escaped inside (GitHub would show `&lt;` literally); the fence is one
    /// backtick longer than the longest run of backticks in the text; and a text that starts or
    /// ends with a backtick (or with a space at both ends, which CommonMark strips) is padded
    /// with one space on each side, which CommonMark removes again.
    ///
    /// ```swift
    /// codeSpan("cards/<b>")  // `cards/<b>`
    /// codeSpan("a`b")        // ``a`b``
    /// codeSpan("`tick")      // `` `tick ``
    /// ```
    public static func codeSpan(_ text: String) -> String {
        let line = oneLine(text)
        let fence = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
        let pad =
            line.hasPrefix("`") || line.hasSuffix("`") || line.isEmpty
            || (line.hasPrefix(" ") && line.hasSuffix(" ") && line.contains { $0 != " " })
        return pad ? "\(fence) \(line) \(fence)" : fence + line + fence
    }

    /// One line of our own Markdown text that may hold code spans (summaries and changes name
    /// nodes in backticks): outside the code spans `&` and `<` become entities, so no HTML
    /// starts; inside them the text is left as typed, as GitHub shows it literally there.
    static func inline(_ text: String) -> String {
        let characters = Array(oneLine(text))
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "`" else {
                result += character == "<" ? "&lt;" : character == "&" ? "&amp;" : String(character)
                index += 1
                continue
            }
            // A run of n backticks opens a code span closed by the next run of exactly n.
            let length = backticks(in: characters, at: index)
            let end =
                closingRun(of: length, in: characters, from: index + length).map { $0 + length }
                ?? index + length
            result += String(characters[index..<end])
            index = end
        }
        return result
    }

    /// The longest run of backticks in `text`: a fence around it must be longer.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = Swift.max(longest, run)
        }
        return longest
    }

    /// How many backticks follow one another from `index`.
    static func backticks(in characters: [Character], at index: Int) -> Int {
        var length = 0
        while index + length < characters.count, characters[index + length] == "`" { length += 1 }
        return length
    }

    /// Where the run of exactly `length` backticks that closes a code span starts, from `start`
    /// on; `nil` when there is none (CommonMark: the backticks are then literal).
    static func closingRun(of length: Int, in characters: [Character], from start: Int) -> Int? {
        var search = start
        while search < characters.count {
            guard characters[search] == "`" else {
                search += 1
                continue
            }
            let other = backticks(in: characters, at: search)
            if other == length { return search }
            search += other
        }
        return nil
    }

    /// A name in an image's alt text: one line, entities outside code spans, brackets escaped
    /// so that a `]` in the name cannot end the alt text.
    static func altText(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "[", with: "\\["
        )
        .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Line breaks (any kind, runs of them) collapsed to one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A relative link: path segments joined, spaces and parentheses percent-encoded.
    static func url(_ prefix: String, _ path: String) -> String {
        let joined = prefix.isEmpty ? path : (prefix.hasSuffix("/") ? prefix : prefix + "/") + path
        return joined.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(
            of: "(", with: "%28"
        )
        .replacingOccurrences(of: ")", with: "%29")
    }
}
