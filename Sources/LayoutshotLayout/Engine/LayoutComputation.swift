@_spi(Locking) import LayoutshotCore
import Synchronization

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
/// The arrays opt out of dynamic exclusivity checks, under the package's one rule for it
/// (`CheckedMutex`).
final class LayoutComputation {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    /// The arena: one array per fact about the nodes, indexed alike (see `ArenaArrays`).
    @exclusivity(unchecked) var arena: ArenaArrays
    /// Reusable item buffers for stacks, one per nesting level in use, so that a stack
    /// computation does not allocate.
    @exclusivity(unchecked) var itemBuffers: [[StackItem]] = []
    /// Earlier measurements of nodes with children, and which nodes reused one.
    @exclusivity(unchecked) var history = MeasureHistory()
    /// The pass's number when its result is read in place (`LaidOutElement.Place`), else 0:
    /// in-place elements are then told where they are as they are added.
    let number: UInt64
    /// Which nodes the finished layout has, found on the first `isLaidOut` (see there).
    let laidOutNodes = CheckedMutex<[Bool]?>(nil)

    /// A pass over a tree; `readInPlace` when its result will be read in place.
    init(root: LayoutNode, environment: LayoutEnvironment, readInPlace: Bool = false) {
        self.environment = environment
        self.grid = PixelGrid(scale: environment.scale)
        number = readInPlace ? Self.nextNumber() : 0
        arena = ArenaPool.take()
        arena.reserveCapacity(root.nodeCount)
        append(root)
    }

    /// A pass over an in-place element and its descendants; `readInPlace` as above.
    init(root: any InPlaceElement, environment: LayoutEnvironment, readInPlace: Bool) {
        self.environment = environment
        self.grid = PixelGrid(scale: environment.scale)
        number = readInPlace ? Self.nextNumber() : 0
        arena = ArenaPool.take()
        append(root, parent: -1)
    }

    private static let passCount = Atomic<UInt64>(0)

    /// A number no other pass of the process has (never 0).
    private static func nextNumber() -> UInt64 {
        passCount.add(1, ordering: .relaxed).newValue
    }

    deinit {
        // The arrays are moved out (not copied), so that emptying them keeps their storage.
        var arrays = ArenaArrays()
        swap(&arrays, &arena)
        ArenaPool.give(arrays)
    }

    /// Adds `root` and its descendants to the arena, breadth-first so that each node's children
    /// are contiguous, and returns the root's index. (Subtrees appended later grow the arrays
    /// geometrically: reserving their exact size would copy the arena on every expansion.)
    @discardableResult
    func append(_ root: LayoutNode) -> Int {
        // The arrays are moved out of the pass while the nodes are added and moved back after:
        // appending to uniquely held locals costs a fifth less than appending through the
        // class's property.
        var arena = ArenaArrays()
        swap(&arena, &self.arena)
        let first = arena.nodes.count
        arena.add([root], 0)
        // Breadth-first: the node whose children come next is the next arena entry.
        var parent = first
        while parent < arena.nodes.count {
            let children = arena.nodes[parent].children
            arena.childRanges.append(arena.nodes.count..<arena.nodes.count + children.count)
            for position in children.indices { arena.add(children, position) }
            parent += 1
        }
        finishAppend(&arena, from: first)
        swap(&arena, &self.arena)
        return first
    }

    /// Adds the in-place element `root` and its descendants as `append(_:)` adds a tree, asking
    /// each element for its children; `rootParent` is the deferred node it is the content of, or
    /// -1. Returns the root's index.
    @discardableResult
    func append(_ root: any InPlaceElement, parent rootParent: Int) -> Int {
        var arena = ArenaArrays()
        swap(&arena, &self.arena)
        let first = arena.nodes.count
        let pass = number
        arena.add(root, parent: rootParent, pass: pass)
        var parent = first
        while parent < arena.nodes.count {
            let start = arena.nodes.count
            if !arena.traits[parent].isLeafKind, let element = arena.nodes[parent].element {
                element.forEachEngineChild(isAncestor: { [parent] object in
                    arena.encloses(parent, object)
                }) { child in
                    arena.add(child, parent: parent, pass: pass)
                }
            }
            arena.childRanges.append(start..<arena.nodes.count)
            parent += 1
        }
        finishAppend(&arena, from: first)
        swap(&arena, &self.arena)
        return first
    }

    /// Completes the nodes appended from `first`: which may reuse earlier measurements, and
    /// their measurement state.
    @inline(__always)
    private func finishAppend(_ arena: inout ArenaArrays, from first: Int) {
        // Children come after their parent: one backward sweep decides which nodes may reuse.
        var index = arena.nodes.count
        while index > first {
            index -= 1
            let children = arena.childRanges[index]
            guard !children.isEmpty, !arena.traits[index].runsUserCode else { continue }
            var reuses = true
            for child in children
            where arena.traits[child].runsUserCode
                || !(arena.traits[child].reusesMeasurements || arena.childRanges[child].isEmpty)
            {
                reuses = false
                break
            }
            arena.traits[index].reusesMeasurements = reuses
        }
        arena.addMeasurementState(count: arena.nodes.count - first)
    }

    /// `-layoutThatFits:parentSize:`: resolves the node's style against `parent`, intersects it
    /// with `range` (the constraint wins on conflict), computes, and snaps the size to the grid.
    /// Inset, overlay and background specs ignore their own style, as Texture's do.
    func measure(_ index: Int, in range: SizeRange, parent: ParentSize) -> Size {
        let key = MeasureKey(range: range, parent: parent)
        if let last = arena.lastKey[index], last == key, !arena.unmeasured[index] {
            return arena.sizes[index]
        }
        if arena.traits[index].reusesMeasurements, let earlier = reuse(index, key) {
            return earlier
        }
        let size = grid.layoutSize(calculate(index, in: resolvedRange(index, key), parent: parent))
        arena.sizes[index] = size
        arena.lastKey[index] = key
        arena.unmeasured[index] = false
        return size
    }

    /// `MeasureHistory`'s first half: keeps the measurement about to be replaced (its range may
    /// come again; a stale node's came from the history and is there already), and returns the
    /// size of an earlier measurement under `key`, marking the node stale, if one is kept.
    private func reuse(_ index: Int, _ key: MeasureKey) -> Size? {
        let earlier = history.entry(index, key)
        if let last = arena.lastKey[index], !arena.unmeasured[index], !history.isStale(index) {
            let replaced = MeasureHistory.Entry(
                key: last, size: arena.sizes[index],
                ascender: arena.ascenders[index],
                descender: arena.descenders[index])
            history.record(index, replaced)
        }
        guard let earlier else {
            history.setStale(index, false, count: arena.nodes.count)
            return nil
        }
        arena.sizes[index] = earlier.size
        arena.ascenders[index] = earlier.ascender
        arena.descenders[index] = earlier.descender
        arena.lastKey[index] = key
        arena.unmeasured[index] = false
        history.setStale(index, true, count: arena.nodes.count)
        return earlier.size
    }

    /// The node's style resolved against the key's parent size and intersected with its range
    /// (the constraint wins on conflict); inset, overlay and background specs ignore their own
    /// style.
    @inline(__always)
    func resolvedRange(_ index: Int, _ key: MeasureKey) -> SizeRange {
        arena.traits[index].ignoresOwnStyle
            ? key.range
            : key.range.intersect(
                arena.traits[index].fixedRange
                    ?? arena.nodes[index].style.resolvedRange(parent: key.parent))
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
    func materialize(_ index: Int) {
        if history.isStale(index), let key = arena.lastKey[index] {
            history.setStale(index, false, count: arena.nodes.count)
            let size = grid.layoutSize(
                calculate(
                    index, in: resolvedRange(index, key),
                    parent: key.parent))
            assert(
                size == arena.sizes[index],
                "MeasureHistory: node \(index) measured \(size), earlier \(arena.sizes[index])")
        }
        guard !arena.unmeasured[index] else { return }
        if let expansion = arena.expansions[index] {
            materialize(expansion)
        } else {
            for child in arena.childRanges[index] { materialize(child) }
        }
    }

    /// Gives a node a zero size without laying it out (`[ASLayout layoutWithLayoutElement:size:{0,0}]`).
    func assignZeroSize(_ index: Int) {
        arena.sizes[index] = .zero
        arena.lastKey[index] = nil
        arena.unmeasured[index] = true
    }

    /// `calculate` for an explanation, which runs a node's last calculation again
    /// (`recalculate`). The guard keeps what the optimiser knows of every caller's index (an
    /// arena index, never negative): without it, `calculate` checked its index's sign on every
    /// call of every layout.
    func calculateAgain(_ index: Int, in range: SizeRange, parent: ParentSize) -> Size {
        guard index >= 0 else { return .zero }
        return calculate(index, in: range, parent: parent)
    }

    /// `-calculateLayoutThatFits:` of each element kind, on its resolved range.
    private func calculate(_ index: Int, in range: SizeRange, parent: ParentSize) -> Size {
        // The common kinds dispatch on plain traits; the others read the node's kind.
        if let options = arena.traits[index].stack { return calculateStack(index, options, range) }
        if let leaf = arena.traits[index].leaf {
            switch leaf {
            case .box: return calculateDisplayNode(range)
            case .spacer: return range.min
            }
        }
        return arena.nodes[index].kind.calculate(index, in: range, parent: parent, by: self)
    }
}
