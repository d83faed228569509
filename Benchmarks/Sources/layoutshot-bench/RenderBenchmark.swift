import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot

/// Times the renderer on the render peer's scene (`feed-render.yaml`, written by
/// Benchmarks/Scripts/render_scene.py, the 100-cell feed of Benchmarks/Scripts/render_cairo.c), step
/// by step, so each step sits beside raw Cairo's in the same `make bench` run.
///
/// Every step gets one warm-up and exactly `runs` timed runs, as render_c does (RUNS=7).
/// The fixture is decoded once, untimed: only rendering is measured.
struct RenderBenchmark {
    /// The scene's file name inside `directory`.
    static let sceneName = "feed-render"

    /// The scene's canvas with nothing on it (render_scene.py's size, scale and background).
    static let emptyCanvas = """
        {"sizeRange": [750, 1334], "scale": 2, "background": "#F2F2F7", "root": {"type": "spacer"}}
        """

    /// The folder holding `feed-render.yaml`; our PNG of it is written there too.
    var directory: String
    /// Timed runs per step.
    var runs = 7

    /// Prints one `ReportLine` per step:
    /// - `renderer_init`: `Renderer()`, i.e. a Pango font map and context (fonts are shared).
    /// - `prepare_cold`: `prepare` on a new `Renderer` each run (made untimed): validation,
    ///   layout with every text shaped by Pango, display list.
    /// - `prepare_warm`: `prepare` on one reused renderer, whose measuring cache is full.
    /// - `draw`: `image(of:)`: the picture's fresh buffer, Cairo/Pango drawing into it in RGBA
    ///   order (this opaque scene then needs no conversion).
    /// - `draw_empty`: `image(of:)` of an empty canvas of the same size and scale: the buffer
    ///   and one paint, i.e. what `draw` costs beyond drawing the scene. (render_c keeps one
    ///   surface and never converts.)
    /// - `encode`: `PNGCodec.encode` (libpng, zlib level 1, no filter); `extra` is the byte count.
    /// - `png`: `png(of:)`, i.e. draw + encode with metadata, as `layoutshot render` does.
    /// Then writes `DIR/feed-render.png` to look at.
    func run() throws {
        let base = URL(fileURLWithPath: directory).appendingPathComponent(Self.sceneName)
        let fixture = try FixtureLoader.load(path: base.appendingPathExtension("yaml").path)

        let initSamples = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try Renderer()
        } check: { _ in
        }
        ReportLine(step: "renderer_init", samples: initSamples).print()

        let cold = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try Renderer()
        } _: { renderer in
            try renderer.prepare(fixture)
        } check: {
            checkSize($0)
        }
        ReportLine(step: "prepare_cold", samples: cold, extra: "\(fixture.root.nodeCount)").print()

        let renderer = try Renderer()
        let warm = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try renderer.prepare(fixture)
        } check: {
            checkSize($0)
        }
        ReportLine(step: "prepare_warm", samples: warm, extra: "\(fixture.root.nodeCount)").print()

        let prepared = try renderer.prepare(fixture)
        let empty = try renderer.prepare(
            FixtureLoader.decode(
                Self.emptyCanvas, path: base.appendingPathExtension("empty.yaml").path))
        let (draw, emptyDraw) = try interleaved {
            try renderer.image(of: prepared)
        } and: {
            try renderer.image(of: empty)
        }
        ReportLine(step: "draw", samples: draw, extra: "1500x2668").print()
        ReportLine(step: "draw_empty", samples: emptyDraw, extra: "1500x2668").print()

        let image = try renderer.image(of: prepared)
        var bytes = 0
        let encode = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try PNGCodec.encode(image)
        } check: {
            bytes = $0.count
        }
        ReportLine(step: "encode", samples: encode, extra: "\(bytes)").print()

        let png = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try renderer.png(of: prepared)
        } check: {
            bytes = $0.count
        }
        ReportLine(step: "png", samples: png, extra: "\(bytes)").print()

        try Data(renderer.png(of: prepared)).write(to: base.appendingPathExtension("png"))
    }

    /// Times `first` and `second` in alternating runs (one warm-up each, then `runs` pairs).
    ///
    /// Each image is a fresh 16 MB buffer, and whether glibc hands it back to the kernel (so
    /// the next run page-faults it in again) depends on what ran before: timed one after the
    /// other, the empty canvas once came out slower than the full scene. Alternating gives both
    /// the same allocator state, so their difference is the scene's drawing.
    private func interleaved(_ first: () throws -> RGBAImage, and second: () throws -> RGBAImage)
        throws -> (
            Samples, Samples
        )
    {
        let clock = ContinuousClock()
        func timed(_ body: () throws -> RGBAImage) throws -> Double {
            let start = clock.now
            let image = try body()
            let elapsed = clock.now - start
            precondition(
                image.width == 1500 && image.height == 2668,
                "drew \(image.width)x\(image.height) px")
            return elapsed.nanoseconds
        }
        var samples = (Samples(nanoseconds: []), Samples(nanoseconds: []))
        for run in -1..<runs {
            let (a, b) = (try timed(first), try timed(second))
            guard run >= 0 else { continue }  // the warm-up pair
            samples.0.nanoseconds.append(a)
            samples.1.nanoseconds.append(b)
        }
        return samples
    }

    /// A prepared scene must have the peer's raster size: anything else is not the same work.
    private func checkSize(_ prepared: Renderer.Prepared) {
        let (width, height) = prepared.displayList.pixelSize
        precondition(
            width == 1500 && height == 2668,
            "the scene is \(width)x\(height) px, not the peer's 1500x2668")
    }
}
