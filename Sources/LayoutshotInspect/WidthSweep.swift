import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import LayoutshotRender

/// Lays a scene out at every width of a range and finds the **breakpoints**: the widths where
/// its structure changes (`LayoutStructure`), each with the changes in words.
///
/// ```swift
/// let sweep = try WidthSweep(scene: fixture.scene, from: 200, to: 600, renderer: renderer)
/// sweep.breakpoints.first?.changes   // ["`title` goes from 2 lines to 1"]
/// ```
public struct WidthSweep {
    /// A width where the structure changes: the first width of the new structure.
    public struct Breakpoint: Sendable {
        /// The first width, in points, laid out with the new structure.
        public var width: Double
        /// What changed from the width before, in words ("`title` goes from 2 lines to 1").
        public var changes: [String]
        /// The node keys (id, else path) involved.
        public var nodes: [String]
    }

    /// Widths that share one structure.
    public struct Range: Sendable {
        /// The first width of the range, in points.
        public var from: Double
        /// The last width of the range, in points (inclusive).
        public var to: Double
    }

    /// The first width swept, in points.
    public let from: Double
    /// The last width swept, in points; swept only when `from` plus a whole number of steps reaches it.
    public let to: Double
    /// The distance between two swept widths, in points.
    public let step: Double
    /// The widths where the structure changes, in increasing order; empty when it never does.
    public let breakpoints: [Breakpoint]
    /// The ranges between breakpoints, in order; the first starts at `from`.
    public let ranges: [Range]
    /// How many widths were laid out.
    public let count: Int

    /// Sweeps `scene`'s width from `from` to `to` (both included) in steps of `step` points.
    /// The width is the size range's max width, and its min width too where min == max.
    public init(scene: Scene, from: Double, to: Double, step: Double = 1, renderer: Renderer)
        throws(SceneError)
    {
        self.from = from
        self.to = to
        self.step = step
        var widths: [Double] = []
        while from + Double(widths.count) * step <= to + 1e-9 {
            widths.append(from + Double(widths.count) * step)
        }
        let structures = try Self.structures(of: scene, at: widths, renderer: renderer)
        var breakpoints: [Breakpoint] = []
        var ranges: [Range] = []
        for (index, (width, structure)) in zip(widths, structures).enumerated() {
            if index == 0 {
                ranges.append(Range(from: width, to: width))
                continue
            }
            let changes = structure.changes(from: structures[index - 1])
            if !changes.isEmpty {
                breakpoints.append(
                    Breakpoint(
                        width: width, changes: changes.map(\.text),
                        nodes: Array(NSOrderedKeys(changes.map(\.node)))))
                ranges.append(Range(from: width, to: width))
            }
            ranges[ranges.count - 1].to = width
        }
        self.breakpoints = breakpoints
        self.ranges = ranges
        self.count = widths.count
    }

    /// The structure at every width, computed on every core: `renderer` on this thread, a
    /// renderer of the scene's fonts on each other one (a renderer serves one thread). Widths
    /// are dealt out in turn, so each worker's share spans the whole range.
    static func structures(of scene: Scene, at widths: [Double], renderer: Renderer)
        throws(SceneError)
        -> [LayoutStructure]
    {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, widths.count / 32))
        let slots = Slots(count: widths.count)
        let main = UncheckedRenderer(renderer)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            guard
                let own = worker == 0
                    ? main.renderer : try? Renderer(fontDirectories: scene.fontDirectories)
            else {
                return
            }
            for index in stride(from: worker, to: widths.count, by: workers) {
                do throws(SceneError) {
                    slots.set(
                        index,
                        .success(try structure(of: scene, width: widths[index], renderer: own)))
                } catch {
                    slots.set(index, .failure(error))
                    return
                }
            }
        }
        var structures: [LayoutStructure] = []
        structures.reserveCapacity(widths.count)
        for index in widths.indices {
            // A worker without a renderer of its own (the fonts would not load) leaves its
            // widths to this thread's renderer.
            let result =
                slots.get(index)
                ?? Result { () throws(SceneError) in
                    try structure(of: scene, width: widths[index], renderer: renderer)
                }
            structures.append(try result.get())
        }
        return structures
    }

    /// The structure of `scene` laid out at `width` by `renderer`, with its lint findings.
    private static func structure(of scene: Scene, width: Double, renderer: Renderer)
        throws(SceneError)
        -> LayoutStructure
    {
        let tree = InspectedTree(
            try renderer.resolve(Self.scene(scene, width: width)), scale: scene.scale)
        return LayoutStructure(
            tree, text: renderer, findings: LayoutLinter(text: renderer).findings(in: tree))
    }

    /// One result per width, written by the workers.
    private final class Slots: Sendable {
        private let results: CheckedMutex<[Result<LayoutStructure, SceneError>?]>
        init(count: Int) { results = CheckedMutex(Array(repeating: nil, count: count)) }
        func set(_ index: Int, _ result: Result<LayoutStructure, SceneError>) {
            results.withLock { $0[index] = result }
        }
        func get(_ index: Int) -> Result<LayoutStructure, SceneError>? {
            results.withLock { $0[index] }
        }
    }

    /// The caller's renderer, used by worker 0 only: by one thread at a time, never by two at
    /// once, which is all a renderer asks.
    private struct UncheckedRenderer: @unchecked Sendable {
        let renderer: Renderer
        init(_ renderer: Renderer) { self.renderer = renderer }
    }

    /// `scene` at one width: the range's max width, and its min width where min == max.
    public static func scene(_ scene: Scene, width: Double) -> Scene {
        var scene = scene
        scene.sizeRange = scene.sizeRange.replacingWidth(width)
        return scene
    }
}

/// Keys in first-seen order, without repeats.
private func NSOrderedKeys(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
}
