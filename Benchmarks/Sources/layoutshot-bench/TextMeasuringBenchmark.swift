import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// Times Pango text measuring, the cost behind every text node's intrinsic size.
///
/// Two figures: `count` distinct short strings through a fresh `PangoTextMeasurer` (a new
/// Pango font map and an empty cache each run: every string is shaped), and the same strings
/// again through a measurer that has measured them all (every call is a cache hit, as when the
/// same labels recur across cells, fixtures or re-layouts). The target is ≥ 200k strings/s
/// repeated; uncached Pango shaping measured 56–73k strings/s on this machine kind.
struct TextMeasuringBenchmark {
    /// How many strings one run measures.
    var count = 10_000
    /// Timed runs after one warm-up.
    var runs = 7

    /// Short, distinct, feed-like labels at the peer's title size.
    var texts: [TextContent] {
        (0..<count).map {
            TextContent(
                text: "Message \($0) from Alice", font: "DejaVu Sans 15", maximumNumberOfLines: 1)
        }
    }

    /// Prints `measure_distinct` and `measure_repeated` lines; `extra` is the string count.
    func run() throws {
        let texts = self.texts
        let unbounded = Size(.infinity, .infinity)
        let fonts = try FontSet.shared()
        let distinct = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try PangoTextMeasurer(fonts: fonts)
        } _: { measurer in
            texts.reduce(0.0) { $0 + measurer.measure($1, fitting: unbounded).size.width }
        } check: {
            checkWidth($0)
        }
        ReportLine(step: "measure_distinct", samples: distinct, extra: "\(count)").print()

        let cached = try PangoTextMeasurer(fonts: fonts)
        let repeated = Samples.measure(minRuns: runs, maxRuns: runs) {
            texts.reduce(0.0) { $0 + cached.measure($1, fitting: unbounded).size.width }
        } check: {
            checkWidth($0)
        }
        ReportLine(step: "measure_repeated", samples: repeated, extra: "\(count)").print()
    }

    /// The summed widths must be positive: zero means nothing was measured.
    private func checkWidth(_ total: Double) {
        precondition(total > 0, "text measuring returned zero widths")
    }
}
