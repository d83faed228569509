@_spi(Locking) import LayoutshotCore

/// The arrays of finished passes, emptied but with their capacity, for the next pass on any
/// thread: a pass about the size of an earlier one then writes into memory that is already
/// faulted in, instead of growing fresh arrays page by page (for a feed of Texture cells,
/// whose subtrees are appended as they are built, page faults were the largest cost).
struct ArenaArrays: Sendable {
    /// The tree, breadth-first within each appended subtree.
    var nodes: [FlatNode] = []
    /// Each node's children, as arena indices.
    var childRanges: [Range<Int>] = []
    /// Each in-place element's parent, as an arena index (for a subtree's root, the deferred
    /// node it was built for), and -1 for other nodes; filled only as far as the last in-place
    /// element, so that a pass without them pays nothing (`encloses`).
    var parents: [Int] = []
    /// Each node's precomputed traits.
    var traits: [NodeTraits] = []
    /// Each node's size from its last measurement (snapped to the grid).
    var sizes: [Size] = []
    /// Each node's origin in its parent, as the parent last placed it (not snapped).
    var origins: [Point] = []
    /// Each node's baseline metrics: from its style, its text, or (vertical stacks) its children.
    var ascenders: [Double] = []
    var descenders: [Double] = []
    /// The key of each node's last measurement; `nil` when it has none.
    var lastKey: [MeasureKey?] = []
    /// Nodes that a stack sized to zero without laying them out (Texture's optimised flexing):
    /// they have a frame but no laid-out children.
    var unmeasured: [Bool] = []
    /// The root of the subtree each deferred node was last laid out as, by arena index.
    var expansions: [Int?] = []

    /// Adds node `position` of `siblings`, with no children listed yet; `addMeasurementState`
    /// completes it. The node is read where it is, never copied whole: only its style (plain
    /// values) and kind are read.
    @inline(__always)
    mutating func add(_ siblings: [LayoutNode], _ position: Int) {
        nodes.append(.tree(siblings: siblings, position: position))
        let style = siblings[position].style
        traits.append(
            NodeTraits(
                style: style, code: siblings[position].kindCode,
                stack: { siblings[position].kind.stackOptions })
        )
        ascenders.append(style.ascender)
        descenders.append(style.descender)
    }

    /// Adds an in-place element, with no children listed yet, as `add(_:_:parent:)` does a node,
    /// and tells it its place when the result of `pass` (not 0) is read in place.
    mutating func add(_ element: any InPlaceElement, parent: Int, pass: UInt64) {
        if parents.count < nodes.count {
            parents.append(contentsOf: repeatElement(-1, count: nodes.count - parents.count))
        }
        if pass != 0 {
            element.engineAdded(at: LaidOutElement.Place(pass: pass, number: nodes.count))
        }
        nodes.append(.element(element))
        parents.append(parent)
        let style = element.engineStyle
        let kind = element.engineKind
        traits.append(NodeTraits(style: style, code: kind.code, stack: { kind.stackOptions }))
        ascenders.append(style.ascender)
        descenders.append(style.descender)
    }

    /// Whether node `index` is the in-place element `object` or lies inside it. The walk up
    /// stops at a node of a tree: only a front end's own elements enclose one another.
    func encloses(_ index: Int, _ object: AnyObject) -> Bool {
        var current = index
        while current >= 0, current < parents.count, let element = nodes[current].element {
            if element === object { return true }
            current = parents[current]
        }
        return false
    }

    /// The measurement state of the last `count` nodes added: none yet. (In bulk, after the
    /// nodes: five arrays filled at once cost less than five appends per node.)
    mutating func addMeasurementState(count: Int) {
        sizes.append(contentsOf: repeatElement(.zero, count: count))
        origins.append(contentsOf: repeatElement(.zero, count: count))
        lastKey.append(contentsOf: repeatElement(nil, count: count))
        unmeasured.append(contentsOf: repeatElement(false, count: count))
        expansions.append(contentsOf: repeatElement(nil, count: count))
    }

    /// Room for `count` more nodes in the arrays filled as nodes are added.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        childRanges.reserveCapacity(count)
        traits.reserveCapacity(count)
        ascenders.reserveCapacity(count)
        descenders.reserveCapacity(count)
    }

    /// Empties every array, keeping its storage.
    mutating func empty() {
        nodes.removeAll(keepingCapacity: true)
        childRanges.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        traits.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        origins.removeAll(keepingCapacity: true)
        ascenders.removeAll(keepingCapacity: true)
        descenders.removeAll(keepingCapacity: true)
        lastKey.removeAll(keepingCapacity: true)
        unmeasured.removeAll(keepingCapacity: true)
        expansions.removeAll(keepingCapacity: true)
    }
}

enum ArenaPool {
    /// One set per core that lays out at once is enough; more would only hold memory.
    static let limit = 2
    /// Arrays for more nodes than this are freed: a huge fixture's pass should not pin its memory.
    static let largest = 50_000

    private static let pool = CheckedMutex<[ArenaArrays]>([])

    static func take() -> ArenaArrays {
        pool.withLock { $0.popLast() } ?? ArenaArrays()
    }

    static func give(_ arrays: consuming ArenaArrays) {
        guard arrays.nodes.capacity <= largest else { return }
        var arrays = arrays
        arrays.empty()
        pool.withLock { pool in
            if pool.count < limit { pool.append(arrays) }
        }
    }
}
