import ArgumentParser
import Foundation
import LayoutshotReport

/// `layoutshot comment FOLDER --images URL [-o FILE]`: the Markdown of the one pull-request
/// comment that shows a run's changes with their pictures.
struct CommentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract:
            "Write the pull-request comment of a run: its changes, their pictures, how to approve.",
        discussion: """
            FOLDER is a report folder (`layoutshot check --report DIR`, `merge`, `report`) or an \
            artefacts folder (manifest.json), read as untrusted input. The comment starts with \
            the line <!-- layoutshot-comment -->, by which a workflow finds it to update it; then \
            the counts, the commits compared, each changed snapshot with its change in words and \
            its reference, actual and diff pictures and crops, linked as --images URL followed by \
            the picture's path under the folder `layoutshot publish` pushed, and the commands that \
            approve. At most --max-images snapshots get pictures, the rest a line each, then "and \
            K more" with --report-url; the comment stays under GitHub's 65,536-character limit. \
            When everything passes it is one line. --base and --head default to \
            $LAYOUTSHOT_BASE and $LAYOUTSHOT_HEAD, then $GITHUB_BASE_REF and $GITHUB_SHA. \
            Exits 0 when written, 2 on bad input.

            Examples:
              layoutshot comment layoutshot-report --images "$URL/pr-12" -o comment.md
              layoutshot comment report --images https://example.com/pictures --max-images 5
            """
    )

    @Argument(help: "The run: a report folder or an artefacts folder with manifest.json.")
    var folder: String

    @Option(
        name: .long,
        help: "The URL of the published pictures' folder (layoutshot publish --path DIR).")
    var images: String

    @Option(
        name: [.short, .customLong("output")],
        help: "Write the comment to this file instead of printing it.")
    var output: String?

    @Option(
        name: .customLong("report-url"),
        help: "A link to the full report (the run's page, an artefact).")
    var reportURL: String?

    @Option(name: .customLong("max-images"), help: "The most snapshots shown with their pictures.")
    var maxImages = 10

    @Option(
        name: .long,
        help: "The commit compared against (default $LAYOUTSHOT_BASE, else $GITHUB_BASE_REF).")
    var base: String?

    @Option(name: .long, help: "The commit checked (default $LAYOUTSHOT_HEAD, else $GITHUB_SHA).")
    var head: String?

    func validate() throws {
        if PullRequestComment.link(images) == nil {
            throw ValidationError(
                "--images \(images): expected an http: or https: URL without spaces, quotes or brackets."
            )
        }
        if let reportURL, PullRequestComment.link(reportURL) == nil {
            throw ValidationError(
                "--report-url \(reportURL): expected an http: or https: URL without spaces, quotes or brackets."
            )
        }
        if maxImages < 0 { throw ValidationError("--max-images \(maxImages): expected 0 or more.") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let given = { (flag: String?, names: [String]) in
            flag ?? names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        let run = try ReviewRun.read(folder)
        let name = (ReportMerge.standardized(folder) as NSString).lastPathComponent
        let options = PullRequestComment.Options(
            imagesURL: images, reportURL: reportURL, maxImages: maxImages,
            base: given(base, ["LAYOUTSHOT_BASE", "GITHUB_BASE_REF"]),
            head: given(head, ["LAYOUTSHOT_HEAD", "GITHUB_SHA"]),
            approveFrom: name.isEmpty ? "layoutshot-report" : name)
        let text = PullRequestComment.render(run, options: options)
        if let output {
            try ReportFolder.save(Array(text.utf8), to: output)
        } else {
            try StandardOutput.write(text)
        }
    }
}
