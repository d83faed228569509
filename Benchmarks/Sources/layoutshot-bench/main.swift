import Foundation

/// `layoutshot-bench`: the release-build benchmarks behind `make bench` (Benchmarks/bench.sh).
///
///     layoutshot-bench layout DIR [WORKLOAD...]   # DIR from `python3 Benchmarks/Scripts/workloads.py DIR`
///     layoutshot-bench render DIR                 # DIR/feed-render.yaml from Benchmarks/Scripts/render_scene.py
///     layoutshot-bench diff DIR                   # DIR/{base,identical,small,large}.png from diff_images.py
///     layoutshot-bench texture                    # a 100-cell feed as ASCellNodes vs as a fixture
///     layoutshot-bench texture nodes|read|fixture [N]  # one side only, N layouts (20): for callgrind
///     layoutshot-bench commands IMAGES FIXTURE    # in-process work of `layoutshot diff` and `layout`
///
/// Prints machine-readable lines that Benchmarks/Scripts/layout_table.py, render_table.py and diff_table.py put
/// beside the peers'.
let usage = """
    usage: layoutshot-bench layout DIR [WORKLOAD...]
           layoutshot-bench render DIR
           layoutshot-bench diff DIR
           layoutshot-bench texture [nodes|read|fixture [N]]
           layoutshot-bench commands IMAGES FIXTURE
      layout: DIR holds wide.yaml feed.yaml deep.yaml big.yaml, written by
              `python3 Benchmarks/Scripts/workloads.py DIR`; WORKLOAD picks some of them.
      render: DIR holds feed-render.yaml, written by `python3 Benchmarks/Scripts/render_scene.py
              DIR/feed-render.yaml`; our render of it goes to DIR/feed-render.png.
      diff:   DIR holds base.png identical.png small.png large.png, written by
              `python3 Benchmarks/Scripts/diff_images.py DIR` (needs Pillow and numpy).
      texture: with `nodes`, `read` (nodes, then every sublayout read) or `fixture`, lays out only
              that side, N times (20) and untimed, for `valgrind --tool=callgrind` (instruction
              counts are stable where times are not).
      commands: IMAGES is the diff folder (base.png, small.png); FIXTURE a fixture without
              text (workloads.py's wide.yaml).
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

/// Runs `body`; an error exits 2 with its message and `regenerate`, the command that writes the
/// benchmark's input again, when the input comes from a script.
func runOrFail(regenerate: String? = nil, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        fail(
            "layoutshot-bench: \(error)" + (regenerate.map { ". Regenerate \($0)." } ?? ""),
            status: 2)
    }
}

/// Runs `body` between the lines the table scripts read: the header first and, with
/// `peakMemory`, the process's peak memory last.
func report(peakMemory: Bool = true, regenerate: String? = nil, _ body: () throws -> Void) {
    runOrFail(regenerate: regenerate) {
        print(ReportLine.header)
        try body()
        if peakMemory { print("peak_rss_kb \(PeakMemory.kilobytes)") }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 || arguments.first == "texture" else { fail(usage, status: 64) }
switch arguments[0] {
case "layout":
    let names = arguments.count > 2 ? Array(arguments.dropFirst(2)) : LayoutBenchmark.workloads
    if let unknown = names.first(where: { !LayoutBenchmark.workloads.contains($0) }) {
        fail(
            "layoutshot-bench: unknown workload '\(unknown)'; expected one of \(LayoutBenchmark.workloads.joined(separator: ", ")).",
            status: 64)
    }
    runOrFail(
        regenerate: "the workloads with `python3 Benchmarks/Scripts/workloads.py \(arguments[1])`"
    ) {
        try LayoutBenchmark(directory: arguments[1], names: names).run()
    }
case "render" where arguments.count == 2:
    report(
        regenerate:
            "the scene with `python3 Benchmarks/Scripts/render_scene.py \(arguments[1])/\(RenderBenchmark.sceneName).yaml`"
    ) {
        try RenderBenchmark(directory: arguments[1]).run()
        try TextMeasuringBenchmark().run()
    }
case "diff" where arguments.count == 2:
    report(
        regenerate: "the images with `python3 Benchmarks/Scripts/diff_images.py \(arguments[1])`"
    ) {
        try DiffBenchmark(directory: arguments[1]).run()
    }
case "commands" where arguments.count == 3:
    report(peakMemory: false) {
        try CommandsBenchmark(images: arguments[1], fixture: arguments[2]).run()
    }
case "texture" where arguments.count == 1:
    report { try TextureFeedBenchmark().run() }
case "texture" where (2...3).contains(arguments.count):
    guard let side = TextureFeedBenchmark.Side(rawValue: arguments[1]),
        let runs = arguments.count == 3 ? Int(arguments[2]) : 20, runs >= 0
    else { fail(usage, status: 64) }
    runOrFail { try TextureFeedBenchmark().profile(side, runs: runs) }
default:
    fail(usage, status: 64)
}
