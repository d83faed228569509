/// What a stack computation shows between its stages (`StackLayout.compute(_:observing:)`): an
/// explanation keeps a snapshot of the stack after each stage, an ordinary layout looks at
/// nothing. A generic parameter, not a stored optional, and the snapshot an autoclosure: the
/// ordinary layout's observer is `UnobservedStack`, whose empty method is inlined away, so
/// laying out pays no branch, call or copy for it.
protocol StackObserver {
    /// Called after `stage` with the stack as that stage left it.
    mutating func observe(_ stage: StackStage, _ stack: @autoclosure () -> StackSnapshot)
    /// Called in stage 7 with where item `item` was put, from the stage's cursors.
    mutating func place(_ item: Int, _ placement: @autoclosure () -> StackPlacement)
}

/// The stages of `StackLayout.compute`, in order, as an observer sees them.
enum StackStage: Int, CaseIterable {
    /// 1. Every item measured along an unbounded main axis, or at its flex basis.
    case measuredBase
    /// 2. Items collected into lines.
    case collectedLines
    /// 3. Flexible lengths resolved: grown or shrunk items measured again.
    case flexed
    /// 4. Each line's cross size and baseline.
    case crossSized
    /// 5. Lines stretched (alignContent) and stretched items measured again.
    case stretched
    /// 6–7. Dimension sums, lines placed on the cross axis and items along each line (before a
    /// reverse direction mirrors them).
    case positioned
}

/// The observer of an ordinary layout: sees nothing.
struct UnobservedStack: StackObserver {
    @inline(__always)
    mutating func observe(_ stage: StackStage, _ stack: @autoclosure () -> StackSnapshot) {}
    @inline(__always)
    mutating func place(_ item: Int, _ placement: @autoclosure () -> StackPlacement) {}
}
