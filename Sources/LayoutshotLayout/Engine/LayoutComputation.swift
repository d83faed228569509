import LayoutshotCore

/// One layout pass over an arena of nodes.
///
/// Every node keeps the result of its *last* measurement (size, and the origins it gave its
/// children), like Texture's one cached `ASLayout` per element. Because a node's children are
/// measured only by that node, the last measurement of every node is consistent with its
/// parent's last measurement; the final tree is read off these arrays once the root is done.
/// Nodes with children also keep a few earlier sizes (`MeasureHistory`); a node whose size was
/// reused is laid out again for its final range before the tree is read.
///
/// A deferred node's subtree is appended to the same arena each time it is built (for each
/// distinct range the node is measured in): a subtree replaced by a later one stays in the
/// arena unused until the pass ends, which costs less than a pass of its own per expansion.
///
/// The arrays opt out of dynamic exclusivity checks: a pass runs on one thread, recursion
/// never holds an access across a call, and the checks cost about a fifth of the run time.
final class LayoutComputation {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    /// The tree, breadth-first within each appended subtree.
    @exclusivity(unchecked) var nodes: [FlatNode] = []
    /// Each node's children, as arena indices.
    @exclusivity(unchecked) var childRanges: [Range<Int>] = []
    /// Each node's precomputed traits.
    @exclusivity(unchecked) var traits: [NodeTraits] = []
    /// Reusable item buffers for stacks, one per nesting level in use, so that a stack
    /// computation does not allocate.
    @exclusivity(unchecked) var itemBuffers: [[StackItem]] = []
    /// Each node's size from its last measurement (snapped to the grid).
    @exclusivity(unchecked) var sizes: [Size] = []
    /// Each node's origin in its parent, as the parent last placed it (not snapped).
    @exclusivity(unchecked) var origins: [Point] = []
    /// Each node's baseline metrics: from its style, its text, or (vertical stacks) its children.
    @exclusivity(unchecked) var ascenders: [Double] = []
    @exclusivity(unchecked) var descenders: [Double] = []
    /// The key of each node's last measurement; `nil` when it has none.
    @exclusivity(unchecked) var lastKey: [MeasureKey?] = []
    /// Nodes that a stack sized to zero without laying them out (Texture's optimised flexing):
    /// they have a frame but no laid-out children.
    @exclusivity(unchecked) var unmeasured: [Bool] = []
    /// The root of the subtree each deferred node was last laid out as, by arena index.
    @exclusivity(unchecked) var expansions: [Int?] = []
    /// Earlier measurements of nodes with children, and which nodes reused one.
    @exclusivity(unchecked) var history = MeasureHistory()

    init(root: LayoutNode, environment: LayoutEnvironment) {
        self.environment = environment
        self.grid = PixelGrid(scale: environment.scale)
        let reused = ArenaPool.take()
        nodes = reused.nodes
        childRanges = reused.childRanges
        traits = reused.traits
        sizes = reused.sizes
        origins = reused.origins
        ascenders = reused.ascenders
        descenders = reused.descenders
        lastKey = reused.lastKey
        unmeasured = reused.unmeasured
        expansions = reused.expansions
        let capacity = root.nodeCount
        nodes.reserveCapacity(capacity)
        childRanges.reserveCapacity(capacity)
        traits.reserveCapacity(capacity)
        ascenders.reserveCapacity(capacity)
        descenders.reserveCapacity(capacity)
        append(root)
    }

    deinit {
        // The arrays are moved out (not copied), so that emptying them keeps their storage.
        var arrays = ArenaArrays()
        swap(&arrays.nodes, &nodes)
        swap(&arrays.childRanges, &childRanges)
        swap(&arrays.traits, &traits)
        swap(&arrays.sizes, &sizes)
        swap(&arrays.origins, &origins)
        swap(&arrays.ascenders, &ascenders)
        swap(&arrays.descenders, &descenders)
        swap(&arrays.lastKey, &lastKey)
        swap(&arrays.unmeasured, &unmeasured)
        swap(&arrays.expansions, &expansions)
        ArenaPool.give(arrays)
    }

    /// Adds `root` and its descendants to the arena, breadth-first so that each node's children
    /// are contiguous, and returns the root's index. (Subtrees appended later grow the arrays
    /// geometrically: reserving their exact size would copy the arena on every expansion.)
    @discardableResult
    func append(_ root: LayoutNode) -> Int {
        // The arrays are moved out of the pass while the nodes are added and moved back after:
        // appending to uniquely held locals costs a fifth less than appending through the
        // class's properties.
        var nodes: [FlatNode] = [], traits: [NodeTraits] = [], childRanges: [Range<Int>] = []
        var ascenders: [Double] = [], descenders: [Double] = []
        swap(&nodes, &self.nodes)
        swap(&traits, &self.traits)
        swap(&childRanges, &self.childRanges)
        swap(&ascenders, &self.ascenders)
        swap(&descenders, &self.descenders)
        let first = nodes.count
        // Nodes are read where they are (siblings' array and position), never copied whole: only
        // the style (plain values) and the kind are read.
        func add(_ siblings: [LayoutNode], _ position: Int) {
            nodes.append(FlatNode(siblings: siblings, position: position))
            let style = siblings[position].style
            traits.append(NodeTraits(style: style, kind: siblings[position].kind))
            ascenders.append(style.ascender)
            descenders.append(style.descender)
        }
        add([root], 0)
        // Breadth-first: the node whose children come next is the next arena entry.
        var parent = first
        while parent < nodes.count {
            let children = nodes[parent].children
            childRanges.append(nodes.count ..< nodes.count + children.count)
            for position in children.indices { add(children, position) }
            parent += 1
        }
        let added = nodes.count - first
        // Children come after their parent: one backward sweep decides which nodes may reuse.
        var index = nodes.count
        while index > first {
            index -= 1
            let children = childRanges[index]
            guard !children.isEmpty, !traits[index].runsUserCode else { continue }
            var reuses = true
            for child in children where traits[child].runsUserCode
                || !(traits[child].reusesMeasurements || childRanges[child].isEmpty) {
                reuses = false
                break
            }
            traits[index].reusesMeasurements = reuses
        }
        swap(&nodes, &self.nodes)
        swap(&traits, &self.traits)
        swap(&childRanges, &self.childRanges)
        swap(&ascenders, &self.ascenders)
        swap(&descenders, &self.descenders)
        sizes.append(contentsOf: repeatElement(.zero, count: added))
        origins.append(contentsOf: repeatElement(.zero, count: added))
        lastKey.append(contentsOf: repeatElement(nil, count: added))
        unmeasured.append(contentsOf: repeatElement(false, count: added))
        expansions.append(contentsOf: repeatElement(nil, count: added))
        return first
    }

    /// `-layoutThatFits:parentSize:`: resolves the node's style against `parent`, intersects it
    /// with `range` (the constraint wins on conflict), computes, and snaps the size to the grid.
    /// Inset, overlay and background specs ignore their own style, as Texture's do.
    func measure(_ index: Int, in range: SizeRange, parent: ParentSize) -> Size {
        let key = MeasureKey(range: range, parent: parent)
        if let last = lastKey[index], last == key, !unmeasured[index] {
            return sizes[index]
        }
        if traits[index].reusesMeasurements, let earlier = reuse(index, key) {
            return earlier
        }
        let size = grid.layoutSize(calculate(index, in: resolvedRange(index, key), parent: parent))
        sizes[index] = size
        lastKey[index] = key
        unmeasured[index] = false
        return size
    }

    /// `MeasureHistory`'s first half: keeps the measurement about to be replaced (its range may
    /// come again; a stale node's came from the history and is there already), and returns the
    /// size of an earlier measurement under `key`, marking the node stale, if one is kept.
    private func reuse(_ index: Int, _ key: MeasureKey) -> Size? {
        let earlier = history.entry(index, key)
        if let last = lastKey[index], !unmeasured[index], !history.isStale(index) {
            history.record(index, MeasureHistory.Entry(key: last, size: sizes[index], ascender: ascenders[index],
                                                       descender: descenders[index]))
        }
        guard let earlier else {
            history.setStale(index, false, count: nodes.count)
            return nil
        }
        sizes[index] = earlier.size
        ascenders[index] = earlier.ascender
        descenders[index] = earlier.descender
        lastKey[index] = key
        unmeasured[index] = false
        history.setStale(index, true, count: nodes.count)
        return earlier.size
    }

    /// The node's style resolved against the key's parent size and intersected with its range
    /// (the constraint wins on conflict); inset, overlay and background specs ignore their own style.
    @inline(__always)
    private func resolvedRange(_ index: Int, _ key: MeasureKey) -> SizeRange {
        traits[index].ignoresOwnStyle
            ? key.range : key.range.intersect(traits[index].fixedRange ?? nodes[index].style.resolvedRange(parent: key.parent))
    }

    /// Lays the root out in `range`, then lays out again every node whose size was reused (see
    /// `MeasureHistory`), so that the whole tree holds the frames of its last measurements.
    func layOutRoot(in range: SizeRange, parent: ParentSize) {
        _ = measure(0, in: range, parent: parent)
        if history.reusedAny { materialize(0) }
    }

    /// `MeasureHistory`'s second half: top-down, a stale node is calculated again for its last
    /// key (same key, same size), which measures its children in the ranges the final layout
    /// gives them.
    private func materialize(_ index: Int) {
        if history.isStale(index), let key = lastKey[index] {
            history.setStale(index, false, count: nodes.count)
            let size = grid.layoutSize(calculate(index, in: resolvedRange(index, key), parent: key.parent))
            assert(size == sizes[index], "MeasureHistory: node \(index) measured \(size), earlier \(sizes[index])")
        }
        guard !unmeasured[index] else { return }
        if let expansion = expansions[index] {
            materialize(expansion)
        } else {
            for child in childRanges[index] { materialize(child) }
        }
    }

    /// Gives a node a zero size without laying it out (`[ASLayout layoutWithLayoutElement:size:{0,0}]`).
    func assignZeroSize(_ index: Int) {
        sizes[index] = .zero
        lastKey[index] = nil
        unmeasured[index] = true
    }

    /// `-calculateLayoutThatFits:` of each element kind, on its resolved range.
    private func calculate(_ index: Int, in range: SizeRange, parent: ParentSize) -> Size {
        // The common kinds dispatch on plain traits; the others read the node's kind.
        if let options = traits[index].stack { return calculateStack(index, options, range) }
        if let leaf = traits[index].leaf {
            switch leaf {
            case .box: return calculateDisplayNode(range)
            case .spacer: return range.min
            }
        }
        switch nodes[index].kind {
        case .box:
            return calculateDisplayNode(range)
        case .text(let text):
            return calculateText(index, text, range)
        case .image(let image):
            return calculateImage(image, range)
        case .spacer:
            return range.min
        case .wrapper:
            return calculateWrapper(index, range)
        case .inset(let insets):
            return calculateInset(index, insets, range, parent)
        case .overlay:
            return calculateOverlay(index, range, parent)
        case .background:
            return calculateBackground(index, range, parent)
        case .center(let centering, let sizing):
            return calculateRelative(index, RelativeOptions(centering: centering, sizing: sizing), range)
        case .relative(let options):
            return calculateRelative(index, options, range)
        case .ratio(let ratio):
            return calculateRatio(index, ratio, range)
        case .stack(let options):
            return calculateStack(index, options, range)
        case .absolute(let sizing):
            return calculateAbsolute(index, sizing, range)
        case .corner(let options):
            return calculateCorner(index, options, range)
        case .custom(let spec):
            return calculateCustom(index, spec, range, parent)
        case .deferred(let deferred):
            return calculateDeferred(index, deferred, range)
        }
    }
}
