import LayoutshotCore
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
        public var width: Double
        public var changes: [String]
        /// The node keys (id, else path) involved.
        public var nodes: [String]
    }

    /// Widths that share one structure.
    public struct Range: Sendable {
        public var from: Double
        public var to: Double
    }

    public let from: Double
    public let to: Double
    public let step: Double
    public let breakpoints: [Breakpoint]
    /// The ranges between breakpoints, in order; the first starts at `from`.
    public let ranges: [Range]
    /// How many widths were laid out.
    public let count: Int

    /// Sweeps `scene`'s width from `from` to `to` (both included) in steps of `step` points.
    /// The width is the size range's max width, and its min width too where min == max.
    public init(scene: Scene, from: Double, to: Double, step: Double = 1, renderer: Renderer) throws(SceneError) {
        self.from = from
        self.to = to
        self.step = step
        let linter = LayoutLinter(text: renderer)
        var breakpoints: [Breakpoint] = []
        var ranges: [Range] = []
        var previous: LayoutStructure?
        var count = 0
        var width = from
        while width <= to + 1e-9 {
            let resolved = try renderer.resolve(Self.scene(scene, width: width))
            let tree = InspectedTree(resolved, scale: scene.scale)
            let structure = LayoutStructure(tree, text: renderer, findings: linter.findings(in: tree))
            if let previous {
                let changes = structure.changes(from: previous)
                if !changes.isEmpty {
                    breakpoints.append(Breakpoint(width: width, changes: changes.map(\.text),
                                                  nodes: Array(NSOrderedKeys(changes.map(\.node)))))
                    ranges[ranges.count - 1].to = width - step
                    ranges.append(Range(from: width, to: width))
                }
            } else {
                ranges.append(Range(from: width, to: width))
            }
            ranges[ranges.count - 1].to = width
            previous = structure
            count += 1
            width = from + Double(count) * step
        }
        self.breakpoints = breakpoints
        self.ranges = ranges
        self.count = count
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
