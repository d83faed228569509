import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// Which files the preview lists and which ids it resolves: only listed fixtures, never a
/// path out of the served folder.
struct FixtureCatalogTests {
    static let box = "sizeRange: [100, 40]\nroot: {type: box, color: red}\n"

    @Test func listsFixturesFolderByFolderRootFirst() throws {
        let folder = try CommandRunner.folder(with: [
            "b.yaml": Self.box, "cards/a.yaml": Self.box, "a.json": "{}",
            "a.layout.json": "{}", "notes.txt": "", ".hidden/c.yaml": Self.box,
        ])
        let entries = try FixtureCatalog(paths: [folder.path]).entries()
        #expect(entries.map(\.id) == ["0/a.json", "0/b.yaml", "0/cards/a.yaml"])
        #expect(entries.map(\.group) == ["", "", "cards"])
    }

    @Test(arguments: [
        "../secret.yaml", "0/../secret.yaml", "0/../../etc/passwd", "0//etc/passwd", "0/notes.txt",
        "0/missing.yaml", "1/b.yaml", "x/b.yaml", "0/.hidden/c.yaml",
    ])
    func refusesWhatIsNotAListedFixture(id: String) throws {
        let parent = try CommandRunner.folder(with: [
            "served/b.yaml": Self.box, "secret.yaml": Self.box,
            "served/notes.txt": "", "served/.hidden/c.yaml": Self.box,
        ])
        let catalog = try FixtureCatalog(paths: [parent.appendingPathComponent("served").path])
        #expect(throws: PreviewError.self) { try catalog.resolve(id) }
    }

    @Test func refusesASymbolicLinkOutOfTheFolder() throws {
        let parent = try CommandRunner.folder(with: [
            "served/b.yaml": Self.box, "secret.yaml": Self.box,
        ])
        let served = parent.appendingPathComponent("served")
        try FileManager.default.createSymbolicLink(
            atPath: served.appendingPathComponent("link.yaml").path,
            withDestinationPath: parent.appendingPathComponent("secret.yaml").path)
        let catalog = try FixtureCatalog(paths: [served.path])
        #expect(throws: PreviewError.self) { try catalog.resolve("0/link.yaml") }
        #expect(try catalog.resolve("0/./b.yaml").file.hasSuffix("/served/b.yaml"))
    }

    @Test func aFileGivenDirectlyIsTheOnlyFixtureOfItsRoot() throws {
        let folder = try CommandRunner.folder(with: ["a.yaml": Self.box, "b.yaml": Self.box])
        let catalog = try FixtureCatalog(paths: [folder.appendingPathComponent("a.yaml").path])
        #expect(catalog.entries().map(\.id) == ["0/a.yaml"])
        #expect(throws: PreviewError.self) { try catalog.resolve("0/b.yaml") }
    }

    @Test func aMissingPathSaysSo() {
        #expect(
            throws: PreviewError(
                "/nonexistent-13: no such file or folder. Name a folder of fixtures or a fixture file."
            )
        ) {
            try FixtureCatalog(paths: ["/nonexistent-13"])
        }
    }
}
