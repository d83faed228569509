import Foundation
import LayoutshotFixtures
import LayoutshotLayout

/// Times the layout engine on the workloads of `Benchmarks/Scripts/workloads.py`, the same
/// trees the Taffy peer lays out in the same `make bench` run.
///
/// Only the engine is timed: each fixture is decoded once, untimed, and every run lays out the
/// decoded tree from scratch (a fresh `LayoutComputation`, so its caches are cold), as the peer
/// times one `compute_layout` on a freshly built tree.
struct LayoutBenchmark {
    /// The workloads in the order they are reported; each is `DIR/NAME.yaml`.
    static let workloads = ["wide", "feed", "deep", "big"]

    /// The folder holding the workload files.
    var directory: String
    /// The workloads to run, a subset of `workloads`.
    var names: [String]

    /// Runs every workload and prints one line each, preceded by a `#` header line:
    /// `workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height`.
    /// The root size is the check value: a broken layout shows there first.
    func run() throws {
        print("# workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height")
        for name in names {
            let path = URL(fileURLWithPath: directory).appendingPathComponent("\(name).yaml").path
            let fixture = try FixtureLoader.load(path: path)
            let nodes = fixture.root.nodeCount
            let environment = LayoutEnvironment(scale: fixture.scale)
            var root = (width: 0.0, height: 0.0)
            let samples = Samples.measure {
                fixture.root.layout(in: fixture.sizeRange, environment: environment)
            } check: { layout in
                root = (layout.size.width, layout.size.height)
            }
            let median = samples.median
            let columns: [String] = [
                name, "\(nodes)", integer(median), String(format: "%.1f", median / Double(nodes)),
                integer(samples.min), integer(samples.max), "\(samples.nanoseconds.count)",
                "\(root.width)", "\(root.height)",
            ]
            print(columns.joined(separator: " "))
            fflush(nil)  // all streams: a line per workload, even when piped
        }
    }

    /// Nanoseconds as a whole number, without a decimal point.
    private func integer(_ nanoseconds: Double) -> String {
        String(Int(nanoseconds.rounded()))
    }
}
