import Synchronization

/// The package's one lock: Synchronization's `Mutex`, with its hand-offs visible to
/// ThreadSanitizer.
///
/// On Linux, a `Mutex` that is contended is taken in the kernel (`FUTEX_LOCK_PI`, in
/// `libswiftSynchronization`, which is not instrumented), so ThreadSanitizer sees no acquire and
/// reports every two accesses under it on two threads as a race: the seven "Swift access races"
/// of `NodeTests` on several threads were this. Each critical section here starts with an
/// acquiring load of `handoff` and ends with a releasing store to it; the sections are mutually
/// exclusive, so each load reads the previous section's store, and ThreadSanitizer sees the order
/// the lock gives. On x86-64 both are plain moves.
///
/// Every shared mutable state of the package is behind one (`make tsan` runs the parallel paths
/// under ThreadSanitizer); a `nonisolated(unsafe)` or `@unchecked Sendable` elsewhere says why
/// on its line.
///
/// The package's rule for `@exclusivity(unchecked)`, on the stored properties of Texture's
/// nodes, specs and styles and on a layout pass's arrays: such a property MUST NOT be written
/// while another thread reads or writes it, and no access to it is held across a call. A node,
/// spec or style is changed by the one thread that builds it (Texture's main thread) and laid
/// out by one pass at a time; what passes on other threads read of a node (its layout) is
/// behind the node's lock; a pass runs on one thread. The run-time checks it skips cost a
/// quarter of converting a spec and a fifth of a pass, as Objective-C properties have none;
/// ThreadSanitizer still sees these accesses, so `make tsan` checks the rule.
///
/// It is SPI (`@_spi(Locking) import LayoutshotCore`), not `package`: the compiler keeps no
/// `package` body for other modules to inline, and every lock was then a call of the generic
/// function with its type's metadata looked up (7 % more instructions for a Texture feed's
/// layout, callgrind). It is not part of the documented API.
///
/// ```swift
/// private static let cache = CheckedMutex<[String: Int]>([:])
/// let known = cache.withLock { $0["card"] }
/// ```
@_spi(Locking) public struct CheckedMutex<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    /// Written at the end of every critical section and read at the start of the next.
    @usableFromInline let handoff = Atomic<UInt8>(0)

    /// A lock guarding `value`.
    @inlinable
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, the lock held.
    @inlinable @inline(__always)
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
