import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// The in-process work of two whole commands, which Benchmarks/Scripts/whole_commands.py puts
/// beside the same commands run as processes (`layoutshot diff`, `layoutshot layout`) in the
/// same round: what start-up, page faults and allocation add to them.
///
/// Every step gets one warm-up and at least `runs` timed runs in one process, so its buffers
/// are warm: the floor a whole command could reach.
struct CommandsBenchmark {
    /// The folder of diff_images.py's pictures (base.png, small.png).
    var images: String
    /// The fixture `layoutshot layout` is timed on (workloads.py's wide.yaml: 1,001 boxes, no text).
    var fixture: String
    /// Timed runs per step.
    var runs = 7

    /// Prints one `ReportLine` per step:
    /// - `diff_inprocess`: read base.png and small.png, decode both, exact `PixelDiff.compare`,
    ///   one after the other; `extra` is the bytes of the two decoded images.
    /// - `layout_inprocess`: `FixtureLoader.load`, `Renderer(for:)`, `layout`, the tree
    ///   description `layoutshot layout` prints; `extra` is the node count.
    func run() throws {
        let base = URL(fileURLWithPath: images).appendingPathComponent("base.png").path
        let small = URL(fileURLWithPath: images).appendingPathComponent("small.png").path
        func decode(_ path: String) throws -> RGBAImage {
            try PNGCodec.decode(
                [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path
            ).image
        }
        var decodedBytes = 0
        let diff = try Samples.measure(minRuns: runs, maxRuns: runs) {
            () throws -> PixelDiffResult in
            let expected = try decode(base)
            let actual = try decode(small)
            decodedBytes = expected.pixels.count + actual.pixels.count
            return PixelDiff.compare(expected, actual, options: PixelDiffOptions())
        } check: { result in
            guard case .compared(let comparison) = result, comparison.differentPixels > 0 else {
                preconditionFailure("base.png and small.png should differ in some pixels")
            }
        }
        ReportLine(step: "diff_inprocess", samples: diff, extra: "\(decodedBytes)").print()

        var nodes = 0
        let layout = try Samples.measure(minRuns: runs, maxRuns: runs) { () throws -> String in
            let loaded = try FixtureLoader.load(path: fixture)
            nodes = loaded.root.nodeCount
            return try Renderer(for: loaded).layout(loaded).treeDescription()
        } check: { text in
            precondition(!text.isEmpty, "the layout printed nothing")
        }
        ReportLine(step: "layout_inprocess", samples: layout, extra: "\(nodes)").print()
    }
}
