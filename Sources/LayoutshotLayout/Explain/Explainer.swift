import LayoutshotCore

/// Words the decisions of a finished pass node by node (`explainTree`), which an explanation
/// puts together along a chain: the range each parent hands a child (the child's own style met
/// with it), the node's own size, where its parent puts it, and the pixel grid. Every number is
/// read from the pass or from the values its calculations return.
///
/// Its methods, here and in `Explainer+*.swift`, are `@_optimize(none)`: they write a few
/// sentences per explanation, and optimising them made this module a fifth slower to compile
/// in release (`make render`) for no run time anyone waits on.
struct Explainer {
    /// One parent–child link of the tree: what the parent hands down and where it puts the child.
    struct Link {
        let parent: Int
        let parentPath: String
        let child: Int
        let childPath: String
        /// The child's origin in the parent, as the layout has it.
        let origin: Point
        let recalculation: LayoutComputation.Recalculation
    }

    /// A node whose own size is explained, as its kind's wording reads it.
    struct Sized {
        /// Its message name.
        let node: String
        /// The range its calculation ran in.
        let range: SizeRange
        /// What its calculation returned, before the pixel grid.
        let size: Size
        /// Its first child, with the child's message name; `nil` without children.
        let first: (index: Int, name: String)?
        let recalculation: LayoutComputation.Recalculation

        /// `300 × 44`: the size in words.
        var words: String { ExplanationWords.size(size) }

        /// `, clamped to its range 0…300 × 44: 300 × 44` when the range changed `measured`.
        func clamped(_ measured: Size) -> String {
            measured == size
                ? ""
                : ", clamped to its range \(ExplanationWords.range(range)): \(ExplanationWords.size(size))"
        }
    }

    let computation: LayoutComputation
    /// Every node's message name, by path.
    let names: [String: String]
    private(set) var steps: [ExplanationStep] = []
    /// The range the last range step gave: the next one starts from it.
    var lastRange: SizeRange?

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

    /// How messages name the parent and the child of `link`.
    @_optimize(none) func names(_ link: Link) -> (parent: String, child: String) {
        (name(link.parentPath), name(link.childPath))
    }

    /// The range `link.parent` hands `link.child`, and why: a stack's stages from its record,
    /// any other kind's as its wording says, of the range the child was last measured in.
    @_optimize(none) mutating func handDown(_ link: Link) {
        if let record = link.recalculation.stack { return stackHandDown(link, record) }
        guard let key = arena.lastKey[link.child] else { return }
        let (rule, says, values) = arena.nodes[link.parent].kind.wording.handDown(
            link, in: key.range, by: self)
        add(name(link.parentPath), rule, says, range: key.range, values: values)
    }

    /// Where `link.parent` put `link.child`, and why, as a stack's record or the parent's
    /// wording says; the offsets of the chain add up to the node's origin in the root.
    @_optimize(none) mutating func position(_ link: Link) {
        if let record = link.recalculation.stack { return stackPosition(link, record) }
        let (rule, says) = arena.nodes[link.parent].kind.wording.position(link, by: self)
        add(name(link.parentPath), rule, says, offset: link.origin)
    }

    /// The child's index among its parent's children.
    @_optimize(none) func childIndex(_ link: Link) -> Int {
        link.child - arena.childRanges[link.parent].lowerBound
    }

    /// What a stack's rules read of `link`, its child an item measured at `base`.
    @_optimize(none) func stackContext(_ link: Link, _ record: StackRecord, base: StackSnapshot)
        -> StackContext
    {
        StackContext(
            stack: name(link.parentPath), child: name(link.childPath), parent: link.parent,
            parentPath: link.parentPath, item: childIndex(link), record: record, base: base)
    }

    /// Adds a step; one with a `range` starts from the last one's.
    @_optimize(none) mutating func add(
        _ by: String, _ rule: ExplanationRule, _ says: String, range: SizeRange? = nil,
        size: Size? = nil, offset: Point? = nil, origin: Point? = nil,
        values: [ExplanationValue: Double] = [:]
    ) {
        steps.append(
            ExplanationStep(
                by: by, rule: rule, says: says, from: range == nil ? nil : lastRange,
                range: range, size: size, offset: offset, origin: origin, values: values))
        if let range { lastRange = range }
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
        let key =
            arena.lastKey[0] ?? MeasureKey(range: SizeRange(exactly: .zero), parent: .undefined)
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
