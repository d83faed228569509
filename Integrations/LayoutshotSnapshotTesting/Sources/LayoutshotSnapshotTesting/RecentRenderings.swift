import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotSnapshot

/// A strategy's latest renderings by the bytes it returned for them, for its diffing: only the
/// few of the snapshots being asserted, so a test that asserts many keeps no pictures.
// `recent` is read and written only under `lock`; a rendering is read by the assertion that made it.
final class RecentRenderings<Rendered>: @unchecked Sendable {
    /// How many are kept: more than the assertions of one strategy value in flight at once.
    static var capacity: Int { 8 }
    private let lock = CheckedMutex(())
    private var recent: [(bytes: Data, rendering: SnapshotRendering<Rendered>)] = []

    /// Keeps `rendering`, whose reference bytes are `bytes`.
    func keep(_ rendering: SnapshotRendering<Rendered>, as bytes: Data) {
        lock.withLock { _ in
            recent.append((bytes, rendering))
            if recent.count > Self.capacity { recent.removeFirst() }
        }
    }

    /// The rendering whose bytes are `bytes`, the latest first.
    func rendering(of bytes: Data) -> SnapshotRendering<Rendered>? {
        var found: SnapshotRendering<Rendered>?
        lock.withLock { _ in found = recent.last { $0.bytes == bytes }?.rendering }
        return found
    }
}
