import LayoutshotCore

/// Earlier measurements of nodes with children, beyond the last one the arena holds: a stack
/// re-measures its children under the same few ranges again and again as its own range changes
/// (in `make bench`'s deep tree two thirds of the calculations repeated a range the node had
/// had before), and each repeat laid the whole subtree out again.
///
/// Reusing a size is exact because a node's size is a function of its range and parent size;
/// but the subtree below keeps the frames of another measurement, so the node is marked stale,
/// and `LayoutComputation.materialize` lays stale nodes out again, once, for their final range,
/// before the result is read. Nodes with a deferred or custom element below them never reuse:
/// Texture calls user code on every measurement. A measurement is kept only when a later one
/// replaces it in the arena, so trees whose nodes are measured once pay almost nothing.
struct MeasureHistory {
    /// Measurements kept per node; the oldest is replaced first.
    static let depth = 4

    /// One earlier measurement: its key and what the node's parent reads of its result.
    struct Entry {
        var key: MeasureKey
        var size: Size
        var ascender: Double
        var descender: Double
    }

    /// The first of each node's `depth` slots in `entries` (only nodes with a history).
    private var start: [Int: Int] = [:]
    private var entries: [Entry?] = []
    /// Per node with slots (by `start / depth`): the slot written next.
    private var cursors: [Int] = []
    /// Per arena node: its size was reused, so its descendants hold another measurement's
    /// frames. Empty until the first reuse of the pass.
    private(set) var stale: [Bool] = []

    /// The earlier measurement of `index` under `key`, if it is kept.
    func entry(_ index: Int, _ key: MeasureKey) -> Entry? {
        guard !start.isEmpty, let first = start[index] else { return nil }
        for slot in first..<first + Self.depth {
            if let entry = entries[slot], entry.key == key { return entry }
        }
        return nil
    }

    /// Keeps a measurement of `index`, replacing its oldest when all slots are taken.
    mutating func record(_ index: Int, _ entry: Entry) {
        let first: Int
        if let known = start[index] {
            first = known
        } else {
            first = entries.count
            start[index] = first
            entries.append(contentsOf: repeatElement(nil, count: Self.depth))
            cursors.append(0)
        }
        let history = first / Self.depth
        entries[first + cursors[history]] = entry
        cursors[history] = (cursors[history] + 1) % Self.depth
    }

    /// Whether any node reused an earlier measurement in this pass.
    var reusedAny: Bool { !stale.isEmpty }

    /// Marks node `index` of an arena of `count` nodes stale or not.
    mutating func setStale(_ index: Int, _ value: Bool, count: Int) {
        if stale.isEmpty {
            guard value else { return }
            stale = Array(repeating: false, count: count)
        } else if stale.count < count {
            stale.append(contentsOf: repeatElement(false, count: count - stale.count))
        }
        stale[index] = value
    }

    /// Whether node `index` is stale.
    func isStale(_ index: Int) -> Bool {
        index < stale.count && stale[index]
    }
}
