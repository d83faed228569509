import LayoutshotCore

/// The report page: one self-contained `index.html` (inline CSS and script, no network) that
/// renders the embedded report model, as reg-cli renders its `reg.json` through one template.
/// It works from `file://`: the pictures are plain relative `<img>` paths. Its stylesheet and
/// script are `Assets/report.css` and `Assets/report.js`: the script draws the list and the
/// selected snapshot from the embedded model and handles filters, views, zoom and keys, setting
/// text through `textContent` only, so a snapshot name can never become markup; pictures are
/// drawn with `image-rendering: pixelated`, so zooming shows the rendered pixels.
public enum HTMLReport {
    /// Which libraries drew the pictures, under the title, when the report knows.
    static func librariesLine(_ report: Report) -> String {
        guard let libraries = report.libraries else { return "" }
        let names = escapeMarkup(libraries.joined(separator: " | "))
        return "  <p class=\"libraries\">Drawn with \(names)</p>"
    }

    /// The whole page for `report`.
    public static func render(_ report: Report) -> String {
        let counts = report.counts
        let title =
            "Layoutshot report: \(counts.failed) failed, \(counts.new) new, \(counts.removed) removed, "
            + "\(counts.passed) passed"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapeMarkup(title))</title>
            <link rel="icon" href="data:,">
            <style>
            \(ReportAssets.reportCSS)
            </style>
            </head>
            <body>
            <header class="top">
              <h1>Layoutshot report</h1>
            \(librariesLine(report))
              <nav class="filters" id="filters" aria-label="Show snapshots by status"></nav>
              <p class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd>–<kbd>5</kbd> views · <kbd>+</kbd>/<kbd>−</kbd> zoom</p>
            </header>
            <main class="layout">
              <nav class="list" aria-label="Snapshots"><section class="approve" id="approve" aria-live="polite" hidden></section><ol id="list"></ol><p class="empty" id="list-empty" hidden>No snapshots match the filters.</p></nav>
              <section class="detail" id="detail" aria-live="polite"></section>
            </main>
            <script type="application/json" id="report-data">\(ReportJSON.embeddable(report))</script>
            <script type="application/json" id="approve-data">\(ReportJSON.embeddable(approveArguments(report)))</script>
            <script>
            \(ReportAssets.reportJS)
            </script>
            </body>
            </html>

            """
    }

    /// Each failed or new snapshot's name as an argument of `layoutshot approve` and of the
    /// `/layoutshot approve` comment, for the page's selection (``PullRequestComment/argument(_:)``).
    static func approveArguments(_ report: Report) -> [String: String] {
        var arguments: [String: String] = [:]
        for snapshot in report.snapshots where snapshot.status == .failed || snapshot.status == .new
        {
            arguments[snapshot.name] = PullRequestComment.argument(snapshot.name)
        }
        return arguments
    }
}
