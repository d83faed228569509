/// The one pull-request comment of `layoutshot comment`: the counts, the commits compared, each
/// changed snapshot with its change in words and its pictures (reference, actual, diff and the
/// crops, linked under the URL of the folder `layoutshot publish` pushed), and the commands that
/// approve. Updated in place on every push, found again by its first line, ``marker``.
///
/// Everything from the pull request (names, ids, texts, commits) is text, never markup: names
/// are code spans, words are escaped (``PullRequestComment/text(_:)``), picture paths are
/// reduced to safe characters and percent-encoded. The comment stays under GitHub's 65,536-
/// character limit: at most `maxImages` snapshots with pictures, the rest a line each while they
/// fit, then "and K more" with the report's link.
public enum PullRequestComment {
    /// The first line: how the workflow finds the comment to update.
    public static let marker = "<!-- layoutshot-comment -->"

    /// What the comment links to and says besides the run.
    public struct Options: Sendable {
        /// The published folder's URL; a picture is `imagesURL/<ReviewPicture.published>`.
        public var imagesURL: String
        /// The full report (a run's page, an artefact); `nil` leaves the link out.
        public var reportURL: String?
        /// The most snapshots shown with their pictures.
        public var maxImages: Int
        /// The commit compared against, and the commit checked; `nil` when unknown.
        public var base: String?
        /// The commit checked.
        public var head: String?
        /// The folder name `layoutshot approve --from` takes locally (the downloaded report).
        public var approveFrom: String
        /// The largest size in UTF-8 bytes (never fewer than characters).
        public var limit: Int

        /// Options for a comment whose pictures are under `imagesURL`.
        public init(
            imagesURL: String, reportURL: String? = nil, maxImages: Int = 10, base: String? = nil,
            head: String? = nil, approveFrom: String = "layoutshot-report",
            limit: Int = MarkdownSummary.gitHubCommentLimit
        ) {
            self.imagesURL = imagesURL
            self.reportURL = reportURL
            self.maxImages = maxImages
            self.base = base
            self.head = head
            self.approveFrom = approveFrom
            self.limit = limit
        }
    }

    /// The most characters of one name, summary or change the comment shows.
    static let textLimit = 300
    /// The most changes in words listed under one snapshot.
    static let changeLimit = 5

    /// The comment's Markdown for `run`.
    /// - Complexity: O(n) in the changed snapshots.
    public static func render(_ run: ReviewRun, options: Options) -> String {
        let counts = run.report.counts
        let changed = run.report.changed
        // 1. Everything passed: one line.
        if changed.isEmpty {
            return marker + "\n"
                + "✅ **Layoutshot**: all \(counts.total) snapshot\(counts.total == 1 ? "" : "s") match their "
                + "references\(commits(options, prefix: " (", suffix: ")")).\n"
        }
        // 2. The head: counts and commits.
        var text =
            marker
            + "\n### Layoutshot: \(counts.failed) failed · \(counts.new) new · \(counts.removed) removed · "
            + "\(counts.passed) passed\n\n"
        text += commits(options, prefix: "Compared ", suffix: ".\n\n")
        // 3. The snapshots with pictures, then a line each, while they fit beside the tail.
        let tail = approval(changed, options: options)
        let budget = options.limit - tail.utf8.count - 100 - (options.reportURL?.utf8.count ?? 0)
        var size = text.utf8.count
        var shown = 0
        for snapshot in changed.prefix(options.maxImages) {
            let section = details(snapshot, pictures: run.pictures(of: snapshot), options: options)
            guard size + section.utf8.count <= budget else { break }
            text += section
            size += section.utf8.count
            shown += 1
        }
        var listed = shown
        for snapshot in changed[shown...] {
            let line =
                "- \(icon(snapshot.status)) \(name(snapshot.name)): \(words(snapshot.summary))\n"
            guard size + line.utf8.count <= budget else { break }
            text += line
            size += line.utf8.count
            listed += 1
        }
        if listed > shown { text += "\n" }
        // 4. What was left out, and where to see it.
        if listed < changed.count {
            let report =
                options.reportURL.flatMap(link).map { " in the [full report](\($0))" }
                ?? " in the full report"
            text += "and \(changed.count - listed) more\(report).\n\n"
        } else if let report = options.reportURL.flatMap(link) {
            text += "[The full report](\(report)).\n\n"
        }
        return text + tail
    }

    /// "`base` (base) with `head` (head)" between `prefix` and `suffix`; "" when neither is known.
    static func commits(_ options: Options, prefix: String, suffix: String) -> String {
        let parts = [(options.base, "base"), (options.head, "head")].compactMap { commit, role in
            commit.flatMap {
                $0.isEmpty ? nil : "\(MarkdownSummary.codeSpan(clipped($0))) (\(role))"
            }
        }
        return parts.isEmpty ? "" : prefix + parts.joined(separator: " with ") + suffix
    }

    /// A snapshot's heading, its change in words, its pictures in a table and its crops.
    static func details(_ snapshot: ReportSnapshot, pictures: [ReviewPicture], options: Options)
        -> String
    {
        var text =
            "#### \(icon(snapshot.status)) \(name(snapshot.name))\n\n\(words(snapshot.summary))\n\n"
        let facts =
            snapshot.changes.prefix(changeLimit).map(words)
            + (snapshot.changes.count > changeLimit
                ? ["and \(snapshot.changes.count - changeLimit) more changes"] : [])
            + snapshot.attribution.prefix(3).map {
                "\($0.percent) % of changed pixels in \(words($0.node))"
            }
        text += facts.map { "- \($0)\n" }.joined() + (facts.isEmpty ? "" : "\n")
        let url = { (picture: ReviewPicture) in pictureURL(options.imagesURL, picture) }
        let cells = [ReviewPicture.Role.reference, .actual, .diff].map { role in
            pictures.first { $0.role == role }.map { "![\(label(role))](\(url($0)))" } ?? "—"
        }
        if cells.contains(where: { $0 != "—" }) {
            text +=
                "| reference | actual | diff |\n| --- | --- | --- |\n| "
                + cells.joined(separator: " | ") + " |\n\n"
        }
        let crops = pictures.filter { if case .crop = $0.role { true } else { false } }
        text +=
            crops.map { "![\(label($0.role))](\(url($0)))\n" }.joined()
            + (crops.isEmpty ? "" : "\n")
        return text
    }

    /// The commands that approve: by comment, and locally from the downloaded report.
    static func approval(_ changed: [ReportSnapshot], options: Options) -> String {
        guard changed.contains(where: { $0.status != .removed }) else { return "" }
        // A few names for the form that approves some; a name too long to show is left out.
        let some = changed.filter { $0.status != .removed && $0.name.count <= textLimit }.prefix(3)
            .map {
                argument($0.name)
            }.joined(separator: " ")
        let from = argument(clipped(options.approveFrom))
        let commands =
            ["/layoutshot approve --all"] + (some.isEmpty ? [] : ["/layoutshot approve \(some)"])
            + ["layoutshot approve --all --from \(from)"]
            + (some.isEmpty ? [] : ["layoutshot approve \(some) --from \(from)"])
        let fence = fence(for: commands.joined())
        return "#### Approve\n\n"
            + "Comment one of these (owners, members and collaborators), or run the same in your checkout after "
            + "downloading the report:\n\n" + fence + "text\n" + commands.joined(separator: "\n")
            + "\n" + fence + "\n"
    }

    static func label(_ role: ReviewPicture.Role) -> String {
        switch role {
        case .crop(let number): "change \(number): reference, diff, actual"
        case .reference: "reference"
        case .actual: "actual"
        case .diff: "diff"
        }
    }

    static func icon(_ status: ReportSnapshot.Status) -> String { MarkdownSummary.icon(status) }

    /// A name as a code span of one line, at most ``textLimit`` characters.
    static func name(_ text: String) -> String { MarkdownSummary.codeSpan(clipped(text)) }

    /// Words from the run as text (``text(_:)``), at most ``textLimit`` characters.
    static func words(_ text: String) -> String { Self.text(clipped(text)) }

    /// `text` cut to ``textLimit`` characters, with "…" when cut.
    static func clipped(_ text: String) -> String {
        text.count <= textLimit ? text : String(text.prefix(textLimit - 1)) + "…"
    }
}
