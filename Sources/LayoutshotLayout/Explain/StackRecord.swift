/// One stack computation as an explanation reads it: a snapshot of the stack after each stage,
/// with the range each item was last measured in at that moment. The snapshots keep the stack's
/// own methods at hand (its violation, flex shares, offsets and baselines), so an explanation
/// computes every number the way the stack did instead of a second time in other words.
struct StackRecord: StackObserver {
    /// The stack after each stage, by `StackStage.rawValue`.
    private(set) var stages: [StackSnapshot?] = Array(
        repeating: nil, count: StackStage.allCases.count)
    /// The key each item was last measured under after each stage, by stage then item; `nil`
    /// for an item that optimised flexing sized without measuring.
    private(set) var keys: [[MeasureKey?]] = Array(repeating: [], count: StackStage.allCases.count)

    /// Where stage 7 put each item, by item.
    private(set) var placements: [Int: StackPlacement] = [:]

    mutating func place(_ item: Int, _ placement: @autoclosure () -> StackPlacement) {
        placements[item] = placement()
    }

    mutating func observe(_ stage: StackStage, _ stack: @autoclosure () -> StackSnapshot) {
        let snapshot = stack()
        keys[stage.rawValue] = snapshot.items.map { snapshot.engine.arena.lastKey[$0.node] }
        stages[stage.rawValue] = snapshot
    }

    /// The stack as `stage` left it. Every stage is observed once `StackLayout.compute(_:observing:)` has
    /// returned (an empty stack computes nothing: it is never recorded).
    func stack(after stage: StackStage) -> StackSnapshot? {
        stages[stage.rawValue]
    }

    /// The key item `item` was last measured under after `stage`.
    func key(of item: Int, after stage: StackStage) -> MeasureKey? {
        let stageKeys = keys[stage.rawValue]
        return item < stageKeys.count ? stageKeys[item] : nil
    }

    /// The last stage that measured item `item` again (its key changed), or `measuredBase`.
    func lastMeasurement(of item: Int) -> StackStage {
        var last = StackStage.measuredBase
        var previous = key(of: item, after: .measuredBase)
        for stage in StackStage.allCases.dropFirst() {
            let current = key(of: item, after: stage)
            if current != previous { last = stage }
            previous = current
        }
        return last
    }
}
