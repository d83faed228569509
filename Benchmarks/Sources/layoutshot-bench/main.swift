import Foundation

/// `layoutshot-bench`: the release-build benchmarks behind `make bench` (scripts/bench.sh).
///
///     layoutshot-bench layout DIR [WORKLOAD...]   # DIR from `python3 ../shared/bench/workloads.py DIR`
///
/// Prints machine-readable lines that scripts/bench/layout_table.py puts beside the peer's.
let usage = """
    usage: layoutshot-bench layout DIR [WORKLOAD...]
      DIR holds wide.yaml feed.yaml deep.yaml big.yaml, written by
      `python3 ../shared/bench/workloads.py DIR`; WORKLOAD picks some of them.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "layout" else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}
let names = arguments.count > 2 ? Array(arguments.dropFirst(2)) : LayoutBenchmark.workloads
if let unknown = names.first(where: { !LayoutBenchmark.workloads.contains($0) }) {
    FileHandle.standardError.write(Data("layoutshot-bench: unknown workload '\(unknown)'; expected one of \(LayoutBenchmark.workloads.joined(separator: ", ")).\n".utf8))
    exit(64)
}
do {
    try LayoutBenchmark(directory: arguments[1], names: names).run()
} catch {
    FileHandle.standardError.write(Data("layoutshot-bench: \(error). Regenerate the workloads with `python3 ../shared/bench/workloads.py \(arguments[1])`.\n".utf8))
    exit(2)
}
