import Foundation
import LayoutshotFixtures
import LayoutshotLayout

/// Polls the fixtures' modification times, sizes and inodes, and those of the images each one
/// draws: portable (no inotify), and cheap for the few hundred files a fixture folder holds. A
/// change is reported once the file has stopped changing (a debounce), so an editor's
/// truncate-then-write is one save; a changed image is a save of every fixture that draws it.
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
        var watched = Dictionary(
            uniqueKeysWithValues: entries.map { ($0.id, Self.files(of: $0.path)) })
        var tick = 0
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            tick += 1
            if tick % rescanEvery == 0 {
                let fresh = catalog.entries()
                if fresh.map(\.id) != entries.map(\.id) {
                    entries = fresh
                    for entry in entries where watched[entry.id] == nil {
                        watched[entry.id] = Self.files(of: entry.path)
                    }
                    await listChanged()
                }
            }
            var saved: [String] = []
            for entry in entries {
                let files = watched[entry.id] ?? Self.files(of: entry.path)
                let moved = files.filter { path, stamp in Self.stamp(path) != stamp }.map(\.key)
                guard !moved.isEmpty else { continue }
                for path in moved { await settled(path) }
                // Stamped again as a whole: an edit may have changed which images it draws.
                watched[entry.id] = Self.files(of: entry.path)
                saved.append(entry.id)
            }
            if !saved.isEmpty { await changed(saved) }
        }
    }

    /// Waits until two looks at `path` agree (bounded, for a file rewritten non-stop).
    private func settled(_ path: String) async {
        var current = Self.stamp(path)
        for _ in 0..<25 {
            try? await Task.sleep(for: settle)
            let again = Self.stamp(path)
            if again == current { return }
            current = again
        }
    }

    /// The fixture and the image files it draws, each with its stamp now. A fixture that does
    /// not load is watched alone (its error is on screen; the next save reads it again).
    static func files(of fixture: String) -> [String: Stamp?] {
        var files: [String: Stamp?] = [fixture: stamp(fixture)]
        guard let loaded = try? FixtureLoader.load(path: fixture) else { return files }
        func visit(_ node: LayoutNode) {
            if case .image(let image) = node.kind { files[image.path] = stamp(image.path) }
            node.children.forEach(visit)
        }
        visit(loaded.root)
        return files
    }

    static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(
            modified: status.st_mtim, size: Int(status.st_size), inode: UInt(status.st_ino))
    }
}
