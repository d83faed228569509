@_spi(Locking) import LayoutshotCore
import LayoutshotText

/// Pango measurers over one font set, each lent to one pass at a time: a Pango font map must not
/// be used by two threads at once, and a pass runs on one thread from start to end, so a pass
/// that holds a measurer is its only user. A measurer given back is the next one lent (last in,
/// first out), so a thread that lays out again and again keeps its warm shaping cache; a pass
/// started inside another (a text node's `calculateSizeThatFits`) borrows a second one. There
/// are as many as passes ever ran at once, and they live as long as the pool, which owns them
/// (before, each thread's dictionary did, with no owner to name).
final class MeasurerPool: Sendable {
    private let fonts: FontSet
    /// The measurers no pass holds.
    private let idle = CheckedMutex<[PangoTextMeasurer]>([])

    init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// A measurer for the caller alone until it gives it back; a new one when none is idle.
    func borrow() -> Result<PangoTextMeasurer, TextError> {
        if let measurer = idle.withLock({ $0.popLast() }) { return .success(measurer) }
        // Made outside the lock: a new Pango engine takes milliseconds.
        do { return .success(try PangoTextMeasurer(fonts: fonts)) } catch { return .failure(error) }
    }

    /// Takes back a measurer `borrow()` lent.
    func giveBack(_ measurer: PangoTextMeasurer) {
        idle.withLock { $0.append(measurer) }
    }
}
