import Foundation

/// Polls the fixtures' modification times, sizes and inodes: portable (no inotify), and cheap
/// for the few hundred files a fixture folder holds. A change is reported once the file has
/// stopped changing (a debounce), so an editor's truncate-then-write is one save.
struct FileWatcher: Sendable {
    /// How often the files are looked at: a change is seen within this, plus `settle`.
    var interval: Duration = .milliseconds(100)
    /// How long a changed file must stay unchanged to count as saved.
    var settle: Duration = .milliseconds(20)
    /// How often the folders are searched again for added or removed fixtures.
    var rescanEvery = 10

    /// What identifies one version of a file on disk.
    struct Stamp: Equatable {
        var modified: timespec
        var size: Int
        var inode: UInt

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.size == b.size && a.inode == b.inode
        }
    }

    /// Watches until the task is cancelled.
    /// - Parameters:
    ///   - changed: called with the ids of the fixtures saved since the last call.
    ///   - listChanged: called when fixtures were added or removed.
    func run(
        _ catalog: FixtureCatalog, changed: @Sendable ([String]) async -> Void,
        listChanged: @Sendable () async -> Void
    ) async {
        var entries = catalog.entries()
        var stamps = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, Self.stamp($0.path)) })
        var tick = 0
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            tick += 1
            if tick % rescanEvery == 0 {
                let fresh = catalog.entries()
                if fresh.map(\.id) != entries.map(\.id) {
                    entries = fresh
                    await listChanged()
                }
            }
            var saved: [String] = []
            for entry in entries {
                var current = Self.stamp(entry.path)
                guard current != stamps[entry.id] ?? nil else { continue }
                // Debounce: wait until two looks agree (bounded, for a file rewritten non-stop).
                for _ in 0..<25 {
                    try? await Task.sleep(for: settle)
                    let again = Self.stamp(entry.path)
                    if again == current { break }
                    current = again
                }
                stamps[entry.id] = current
                saved.append(entry.id)
            }
            if !saved.isEmpty { await changed(saved) }
        }
    }

    static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(
            modified: status.st_mtim, size: Int(status.st_size), inode: UInt(status.st_ino))
    }
}
