import Foundation

/// One machine-readable result line of `layoutshot-bench render`, as
/// Benchmarks/Scripts/render_table.py reads it: `step median_ns min_ns max_ns runs extra`.
///
/// Whole nanoseconds and a one-word `extra` (a byte count, a string count, or `-`) keep the
/// lines splittable on spaces, like the `layout` subcommand's.
struct ReportLine {
    /// The header line, printed once before the results.
    static let header = "# step median_ns min_ns max_ns runs extra"

    var step: String
    var samples: Samples
    var extra: String = "-"

    /// Prints the line and flushes, so a piped run shows each step as it finishes.
    func print() {
        let columns = [
            step, integer(samples.median), integer(samples.min), integer(samples.max),
            "\(samples.nanoseconds.count)", extra,
        ]
        Swift.print(columns.joined(separator: " "))
        fflush(nil)
    }

    private func integer(_ nanoseconds: Double) -> String {
        String(Int(nanoseconds.rounded()))
    }
}
