import Foundation

/// Finds out whether a class overrides one of Texture's override points (`layoutSpecThatFits:`,
/// `calculateSizeThatFits:`, `calculateLayoutThatFits:`), which Texture learns from the
/// Objective-C runtime: the method is called once per class with a probe bound, and the base
/// implementations report that they were reached. Results are cached per class.
final class OverrideProbe: @unchecked Sendable {
    private(set) var baseReached = false

    /// The probe of the call in progress on this task, if any.
    @TaskLocal static var current: OverrideProbe?

    /// Called first by every base implementation: returns `true` (and records it) when the call
    /// is a probe, so the base returns at once.
    static func markIfProbing() -> Bool {
        guard let probe = current else { return false }
        probe.baseReached = true
        return true
    }

    /// Whether `call` reaches a base implementation without an override in between. The cache
    /// is asked on every conversion of a spec (specs are new objects each time), so its key is
    /// two plain values rather than a method name.
    static func overrides(_ method: OverridePoint, of object: AnyObject, _ call: () -> Void) -> Bool {
        let key = Key(type: ObjectIdentifier(Swift.type(of: object)), method: method)
        lock.lock()
        if let known = cache[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let probe = OverrideProbe()
        $current.withValue(probe) { call() }
        let overrides = !probe.baseReached
        lock.lock()
        cache[key] = overrides
        lock.unlock()
        return overrides
    }

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var method: OverridePoint
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: Bool] = [:]
}
