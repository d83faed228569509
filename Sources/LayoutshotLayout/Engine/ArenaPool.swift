import Synchronization

/// The arrays of finished passes, emptied but with their capacity, for the next pass on any
/// thread: a pass about the size of an earlier one then writes into memory that is already
/// faulted in, instead of growing fresh arrays page by page (for a feed of Texture cells,
/// whose subtrees are appended as they are built, page faults were the largest cost).
struct ArenaArrays: Sendable {
    var nodes: [FlatNode] = []
    var childRanges: [Range<Int>] = []
    var traits: [NodeTraits] = []
    var sizes: [Size] = []
    var origins: [Point] = []
    var ascenders: [Double] = []
    var descenders: [Double] = []
    var lastKey: [MeasureKey?] = []
    var unmeasured: [Bool] = []
    var expansions: [Int?] = []

    /// Empties every array, keeping its storage.
    mutating func empty() {
        nodes.removeAll(keepingCapacity: true)
        childRanges.removeAll(keepingCapacity: true)
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

    private static let pool = Mutex<[ArenaArrays]>([])

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
