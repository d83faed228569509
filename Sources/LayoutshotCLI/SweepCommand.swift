import ArgumentParser
import Foundation
import LayoutshotCore
import LayoutshotInspect
import LayoutshotSnapshot

/// `layoutshot sweep FIXTURE`: the widths where a layout's structure changes.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Find the widths where a layout's structure changes.",
        discussion: """
            Lays the fixture out at every width from --from to --to (the size range's max \
            width, and its min width where the two are equal) and prints the breakpoints: the \
            first width of each new structure, with what changed in words (a text's line count, \
            truncation starting or ending, a child moving to another line of a wrapping stack, \
            a node reaching its min or max, a lint finding appearing or going). -o draws a \
            filmstrip: the layout once per range, labelled, the changes written in red.

            Examples:
              layoutshot sweep Snapshots/social-post-header.yaml --from 200 --to 600
              layoutshot sweep card.yaml --json
              layoutshot sweep card.yaml --from 280 --to 480 -o card-sweep.png
            """
    )

    @Argument(help: "The fixture file (.yaml, .yml or .json).")
    var fixture: String

    @Option(name: .long, help: "The first width, in points.")
    var from: Double = 200

    @Option(name: .long, help: "The last width, in points.")
    var to: Double = 600

    @Option(name: .long, help: "The step between widths, in points.")
    var step: Double = 1

    @Flag(name: .long, help: "Print the breakpoints as JSON.")
    var json = false

    @Option(name: .short, help: "Write a filmstrip PNG of the sweep here.")
    var output: String?

    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf) for text nodes; repeatable.")
    var fonts: [String] = []

    func validate() throws {
        guard from > 0, to >= from, to <= 10_000 else {
            throw ValidationError("--from and --to must satisfy 0 < from ≤ to ≤ 10000.")
        }
        guard step > 0, (to - from) / step <= 10_000 else {
            throw ValidationError("--step must be positive, with at most 10000 widths.")
        }
    }

    func run() throws {
        let loaded = try FixtureLoader.load(path: fixture)
        let renderer = try Renderer(for: loaded, adding: fonts)
        let start = ContinuousClock.now
        let sweep = try loaded.locating { () throws(SceneError) in
            try WidthSweep(scene: loaded.scene, from: from, to: to, step: step, renderer: renderer)
        }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        if let output {
            let strip = Filmstrip.scene(of: loaded.scene, sweep: sweep)
            do {
                try AtomicFile.write(try renderer.png(of: renderer.prepare(strip)), to: output)
            } catch let error as SceneError {
                throw CommandError("cannot draw the filmstrip: \(error)")
            }
        }
        if json {
            try StandardOutput.write(
                try JSONOutputEncoder().string(of: SweepReport(sweep, fixture: fixture)))
        } else {
            var lines = [
                "\(fixture): \(sweep.count) widths from \(formatPoints(from)) to \(formatPoints(to)) pt, "
                    + "\(sweep.breakpoints.count) breakpoint\(sweep.breakpoints.count == 1 ? "" : "s") (\(String(format: "%.2f", seconds)) s)"
            ]
            for breakpoint in sweep.breakpoints {
                lines.append(
                    "at \(formatPoints(breakpoint.width)) pt: "
                        + breakpoint.changes.joined(separator: "; "))
            }
            if let output { lines.append("filmstrip: \(output)") }
            try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        }
    }
}
