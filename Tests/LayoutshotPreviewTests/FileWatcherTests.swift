import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// Saves the watcher reports: a fixture's own file, and the images it draws.
struct FileWatcherTests {
    /// The ids reported, as the server's change handler would receive them.
    actor Reported {
        var ids: [String] = []
        func add(_ saved: [String]) { ids += saved }
    }

    /// Runs the watcher over `folder`, applies `edit` once it has looked at the files, and
    /// returns what it reported within two seconds.
    func changes(in folder: URL, after edit: @escaping @Sendable () throws -> Void) async throws
        -> [String]
    {
        let catalog = try FixtureCatalog(paths: [folder.path])
        let reported = Reported()
        let watcher = FileWatcher(interval: .milliseconds(20), settle: .milliseconds(10))
        let task = Task {
            await watcher.run(catalog, changed: { await reported.add($0) }, listChanged: {})
        }
        try await Task.sleep(for: .milliseconds(150))
        try edit()
        for _ in 0..<100 where await reported.ids.isEmpty {
            try await Task.sleep(for: .milliseconds(20))
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        return await reported.ids
    }

    static let photo =
        "scale: 2\nroot: {type: image, image: images/photo.png, preferredSize: [20, 20]}\n"
    static let box = "sizeRange: [10, 10]\nroot: {type: box, color: red}\n"

    @Test func anImageSavedIsASaveOfEveryFixtureThatDrawsIt() async throws {
        let folder = try CommandRunner.folder(with: [
            "photo.yaml": Self.photo,
            "b/again.yaml": Self.photo.replacingOccurrences(of: "images/", with: "../images/"),
            "box.yaml": Self.box,
        ])
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let source = PackageFolder.root.appendingPathComponent("Snapshots/images/avatar.png")
        try FileManager.default.copyItem(at: source, to: images.appendingPathComponent("photo.png"))
        let ids = try await changes(in: folder) {
            let replacement = PackageFolder.root.appendingPathComponent(
                "Snapshots/images/landscape.png")
            let bytes = try Data(contentsOf: replacement)
            try bytes.write(to: images.appendingPathComponent("photo.png"), options: .atomic)
        }
        #expect(ids.sorted() == ["0/b/again.yaml", "0/photo.yaml"])
    }

    @Test func aFixtureSavedIsReportedOnce() async throws {
        let folder = try CommandRunner.folder(with: ["box.yaml": Self.box, "other.yaml": Self.box])
        let ids = try await changes(in: folder) {
            try Data(Self.box.replacingOccurrences(of: "red", with: "blue").utf8)
                .write(to: folder.appendingPathComponent("box.yaml"), options: .atomic)
        }
        #expect(ids == ["0/box.yaml"])
    }
}
