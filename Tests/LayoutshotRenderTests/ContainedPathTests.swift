import Foundation
import LayoutshotFiles
import LayoutshotRender
import LayoutshotTestSupport
import Testing

/// `ContainedPath`: the one check of every path read from a report, shard report,
/// `references.json` or `manifest.json`.
struct ContainedPathTests {
    /// `<tmp>/root` with `root/a/b.png`, a link `root/inner` → `root/a`, a link `root/out` →
    /// `<tmp>/outside`, and `root/nowhere` → a path that does not exist.
    static func folder() throws -> (root: String, outside: String) {
        let base = try TemporaryFolder.make("contained").path
        let root = base + "/root"
        let outside = base + "/outside"
        try FileManager.default.createDirectory(
            atPath: root + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("b".utf8).write(to: URL(fileURLWithPath: root + "/a/b.png"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/inner", withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/out", withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/nowhere", withDestinationPath: base + "/missing")
        return (root, outside)
    }

    @Test func pathsInsideResolveToTheirRealPlace() throws {
        let (root, _) = try Self.folder()
        let real = try #require(
            realpath(root, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(try ContainedPath("a/b.png", in: root).path == real + "/a/b.png")
        #expect(try ContainedPath("./a//x/../b.png", in: root).relative == "a/b.png")
        #expect(try ContainedPath("inner/b.png", in: root).path == real + "/a/b.png")
        #expect(try ContainedPath("new/folder/c.png", in: root).path == real + "/new/folder/c.png")
        #expect(try ContainedPath("a/b.png", in: root).description == root + "/a/b.png")
    }

    @Test(arguments: [
        ("", "\"\" is empty; a path inside ROOT was expected"),
        ("/etc/passwd", "/etc/passwd is absolute; only paths relative to ROOT are accepted"),
        ("../x", "../x leads outside ROOT (`..` above its top)"),
        ("a/../../x", "a/../../x leads outside ROOT (`..` above its top)"),
        ("a/..", "a/.. names ROOT itself, not a file inside it"),
        ("out/x.png", "out/x.png leads outside ROOT through the symbolic link out (→ OUTSIDE)"),
        (
            "nowhere/x.png",
            "nowhere/x.png passes through the symbolic link nowhere in ROOT, which points to nothing"
        ),
        ("a\0b", "a\\0b holds a NUL character"),
    ])
    func pathsLeavingTheFolderAreRefused(path: String, message: String) throws {
        let (root, outside) = try Self.folder()
        let realOutside = try #require(
            realpath(outside, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(throws: ContainedPath.Refusal.self) { try ContainedPath(path, in: root) }
        do {
            _ = try ContainedPath(path, in: root)
        } catch {
            #expect(
                error.description
                    == message.replacingOccurrences(of: "ROOT", with: root)
                    .replacingOccurrences(of: "OUTSIDE", with: realOutside))
        }
    }

    @Test func relativePathsAreFoundOnlyInsideTheFolder() throws {
        let (root, outside) = try Self.folder()
        #expect(ContainedPath.relative(of: root + "/a/b.png", to: root) == "a/b.png")
        #expect(ContainedPath.relative(of: root + "/a/new/c.png", to: root) == "a/new/c.png")
        #expect(ContainedPath.relative(of: outside + "/c.png", to: root) == nil)
        #expect(ContainedPath.relative(of: root, to: root) == nil)
        #expect(try ContainedPath.normalized("./refs//cards/../cards/b") == "refs/cards/b")
        #expect(throws: ContainedPath.Refusal.self) { try ContainedPath.normalized("refs/../../b") }
        #expect(ContainedPath.packageRoot(of: root) == root)
    }

    /// Found by the report-json fuzz target: `NSString.deletingLastPathComponent` traps on a
    /// one-character path, which a manifest's `files` could hold.
    @Test(arguments: [
        ("C", ""), ("ab", ""), ("a/b", "a"), ("a//b", "a"), ("a/b/", "a"), ("/a", "/"), ("/", "/"),
        ("", ""), ("é/x.png", "é"), ("T/id.1/actual.png", "T/id.1"),
    ])
    func folderOfAPathMatchesFoundationWithoutItsTrap(path: String, folder: String) {
        #expect(ContainedPath.folder(of: path) == folder)
    }
}
