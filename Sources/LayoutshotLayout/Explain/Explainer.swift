import LayoutshotCore

/// Builds a `LayoutExplanation` from a finished pass, in three stages: the ranges handed down
/// the chain from the root to the node (each ancestor's own style, then the rule by which it
/// hands its child a range), the node's own size, then its position, parent by parent, and the
/// pixel grid. Every number is read from the pass or from the pass's own methods.
///
/// Its methods, here and in `Explainer+*.swift`, are `@_optimize(none)`: they write a few
/// sentences per explanation, and optimising them made this module a fifth slower to compile
/// in release (`make render`) for no run time anyone waits on.
struct Explainer {
    /// One parent–child link of the chain, kept for the positions.
    struct Link {
        let parent: Int
        let parentPath: String
        let child: Int
        let childPath: String
        /// The child's origin in the parent, as the layout has it.
        let origin: Point
        let recalculation: LayoutComputation.Recalculation
    }

    let computation: LayoutComputation
    /// Every node's message name, by path.
    let names: [String: String]
    private(set) var steps: [ExplanationStep] = []
    /// The range the last range step gave: the next one starts from it.
    var lastRange: SizeRange?
    private var links: [Link] = []

    init(computation: LayoutComputation, names: [String: String]) {
        self.computation = computation
        self.names = names
    }

    var arena: ArenaArrays {
        _read { yield computation.arena }
    }

    var grid: PixelGrid { computation.grid }

    /// How messages name the node at `path`.
    @_optimize(none) func name(_ path: String) -> String {
        names[path] ?? "`\(path)`"
    }

    /// The record of a stack's calculation where `link.parent` is a stack: stacks explain the
    /// range they hand down and the place they give from it, every other spec from its kind.
    @_optimize(none) func stackRecord(_ link: Link) -> StackRecord? {
        arena.traits[link.parent].stack == nil ? nil : link.recalculation.stack
    }

    /// The child's index among its parent's children.
    @_optimize(none) func childIndex(_ link: Link) -> Int {
        link.child - arena.childRanges[link.parent].lowerBound
    }

    /// What a stack's rules read of `link`, its child an item measured at `base`.
    @_optimize(none) func stackContext(_ link: Link, _ record: StackRecord, base: StackSnapshot) -> StackContext {
        StackContext(
            stack: name(link.parentPath), child: name(link.childPath), parent: link.parent,
            parentPath: link.parentPath, item: childIndex(link), record: record, base: base)
    }

    /// Adds a step; one with a `range` starts from the last one's.
    @_optimize(none) mutating func add(
        _ by: String, _ rule: ExplanationRule, _ says: String, range: SizeRange? = nil,
        size: Size? = nil, offset: Point? = nil, origin: Point? = nil, values: [ExplanationValue: Double] = [:]
    ) {
        steps.append(
            ExplanationStep(
                by: by, rule: rule, says: says, from: range == nil ? nil : lastRange,
                range: range, size: size, offset: offset, origin: origin, values: values))
        if let range { lastRange = range }
    }

    /// Explains the node at `path` (as `Layout.absoluteFrames` names it): the steps, and the
    /// node's frame in root coordinates as they compose (origin ceiled to the grid).
    @_optimize(none) mutating func explain(path: String) -> Rect {
        var index = 0
        var current = "root"
        var origin = Point.zero
        rootRange()
        while true {
            let isTarget = current == path
            guard let recalculation = computation.recalculate(index) else {
                unmeasured(index, path: current)
                break
            }
            style(index, path: current, recalculation)
            if isTarget {
                ownSize(index, path: current, recalculation)
                break
            }
            let rest = path.dropFirst(current.count)
            guard let child = computation.laidOutChild(of: index, startingPath: rest) else {
                preconditionFailure("Explainer: \(path) is not below \(current) in the finished layout")
            }
            let childPath = current + child.component
            let link = Link(
                parent: index, parentPath: current, child: child.index, childPath: childPath,
                origin: child.origin, recalculation: recalculation)
            handDown(link)
            links.append(link)
            origin = origin + child.origin
            index = child.index
            current = childPath
        }
        for link in links { position(link) }
        return Rect(origin: gridOrigin(path: path, origin: origin), size: arena.sizes[index])
    }

    /// The node's origin in the root ceiled to the pixel grid, with a step when that changes it.
    mutating func gridOrigin(path: String, origin: Point) -> Point {
        let snapped = grid.ceil(origin)
        if ExplanationWords.point(snapped) != ExplanationWords.point(origin) {
            add(
                name(path), .pixelGridOrigin,
                "Drawn, \(name(path))'s origin \(ExplanationWords.point(origin)) in the root is ceiled to the pixel "
                    + "grid at scale \(ExplanationWords.number(grid.scale)): \(ExplanationWords.point(snapped)).",
                origin: snapped)
        }
        return snapped
    }

    /// The root's range, as the layout was asked for it.
    @_optimize(none) mutating func rootRange() {
        let key = arena.lastKey[0] ?? MeasureKey(range: SizeRange(exactly: .zero), parent: .undefined)
        add(
            name("root"), .rootRange,
            "\(name("root")) is laid out in \(ExplanationWords.range(key.range)); percentages resolve against "
                + "\(ExplanationWords.parent(key.parent)).",
            range: key.range)
    }

    /// A node that a stack sized to zero without laying it out.
    @_optimize(none) mutating func unmeasured(_ index: Int, path: String) {
        add(
            name(path), .unmeasured,
            "\(name(path)) grows and shrinks, the one such item of a stack of fixed length, which Texture sizes "
                + "to 0 × 0 without laying it out when no space is left for it (optimised flexing).",
            size: arena.sizes[index])
    }
}
