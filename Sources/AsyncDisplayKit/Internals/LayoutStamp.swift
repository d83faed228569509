import Synchronization

/// When layout inputs changed, as one count for the process: each node notes the stamp of its
/// last change (`ASDisplayNode.layoutChangedAt`, its style's `changedAt`), and a layout of
/// `layoutThatFits` the stamp after its pass. The layout is current while no node in it changed
/// after that: at once when nothing changed anywhere, else by a look at its nodes' stamps.
enum LayoutStamp {
    private static let counter = Atomic<UInt64>(0)

    /// The stamp now.
    static var now: UInt64 { counter.load(ordering: .acquiring) }

    /// A change: the stamp it is noted with.
    static func next() -> UInt64 {
        counter.add(1, ordering: .acquiringAndReleasing).newValue
    }
}
