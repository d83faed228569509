import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotText

/// fontconfig's scan of the bundled fonts kept between processes: the same configuration as
/// parsing every file, a folder per set of font files, and never a failure for want of one.
struct FontScanCacheTests {
    private func bundledFiles() throws -> (folder: String, files: [String]) {
        let folder = try BundledFonts.directory()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".ttf") }.map { folder + "/" + $0 }.sorted()
        return (folder, files)
    }

    @Test func theRootFollowsXDG() {
        func root(_ environment: [String: String]) -> String? {
            FontScanCache.root { environment[$0] }
        }
        #expect(root(["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache")
        #expect(root(["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.cache")
        #expect(root(["HOME": "/home/u"]) == "/home/u/.cache")
        #expect(root([:]) == nil)
    }

    @Test func aCachedConfigurationHasTheSamePatternsAsOneParsedFileByFile() throws {
        let (folder, files) = try bundledFiles()
        let root = try TemporaryFolder.make("font-cache")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = try #require(
            FontScanCache(
                fonts: folder, files: files, environment: { ["XDG_CACHE_HOME": root.path][$0] }))
        #expect(cache.folder.hasPrefix(root.path + "/layoutshot/fontconfig/"))

        let parsed = try FontConfiguration(files: files).patternDescriptions
        #expect(parsed.count == 15, "the 12 DejaVu files and the 3 script fonts")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).isEmpty)
        let written = try FontConfiguration(files: files, cache: cache).patternDescriptions
        // fontconfig's cache file, e.g. 6b47c981b3629c2bc9e9cc1a33a354ee-le64.cache-8.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.folder).contains {
                $0.contains(".cache-")
            })
        let read = try FontConfiguration(files: files, cache: cache).patternDescriptions
        #expect(written == parsed)
        #expect(read == parsed)
    }

    @Test func filesBeforeTheCachedFolderAreParsedFileByFileInTheSameOrder() throws {
        let (_, bundled) = try bundledFiles()
        // Both folders under one temporary folder, so that their order does not depend on where
        // the checkout is: `a-early` sorts before `b-fonts` everywhere.
        let parent = try TemporaryFolder.make("font-order")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("b-fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for file in bundled {
            let copy = folder.appendingPathComponent((file as NSString).lastPathComponent).path
            try FileManager.default.copyItem(atPath: file, toPath: copy)
            files.append(copy)
        }
        files.sort()
        let cache = try #require(
            FontScanCache(
                fonts: folder.path, files: files,
                environment: { ["XDG_CACHE_HOME": parent.appendingPathComponent("cache").path][$0] }
            ))
        // A font of the user's whose path sorts before the cached folder's: the cached scan
        // would put it after them, so the cache is not used.
        let early = parent.appendingPathComponent("a-early/Early.ttf").path
        try FileManager.default.createDirectory(
            atPath: (early as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(atPath: files[0], toPath: early)
        let all = ([early] + files).sorted()
        try #require(all.first == early)

        let parsed = try FontConfiguration(files: all).patternDescriptions
        let cached = try FontConfiguration(files: all, cache: cache).patternDescriptions
        #expect(parsed.count == 16)
        #expect(cached == parsed)
    }

    @Test func aChangedFontFileGetsAnotherFolder() throws {
        let fonts = try TemporaryFolder.make("fonts")
        let root = try TemporaryFolder.make("font-cache")
        defer {
            try? FileManager.default.removeItem(at: fonts)
            try? FileManager.default.removeItem(at: root)
        }
        let (_, files) = try bundledFiles()
        let copy = fonts.appendingPathComponent("DejaVuSans.ttf").path
        try FileManager.default.copyItem(atPath: files[0], toPath: copy)
        let environment: (String) -> String? = { ["XDG_CACHE_HOME": root.path][$0] }
        let before = try #require(
            FontScanCache(fonts: fonts.path, files: [copy], environment: environment))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: copy)
        let after = try #require(
            FontScanCache(fonts: fonts.path, files: [copy], environment: environment))
        #expect(before.folder != after.folder)
        #expect(
            try #require(FontScanCache(fonts: fonts.path, files: [copy], environment: environment))
                == after)
    }

    @Test func aCacheFolderThatCannotBeMadeIsNoCache() throws {
        let (folder, files) = try bundledFiles()
        let file = try TemporaryFolder.make("not-a-folder").appendingPathComponent("file")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data("x".utf8).write(to: file)
        // Under a regular file no folder can be made, even as root.
        #expect(
            FontScanCache(fonts: folder, files: files) { ["XDG_CACHE_HOME": file.path][$0] } == nil)
        #expect(FontScanCache(fonts: folder, files: files) { _ in nil } == nil)
        let missing = files + ["/nonexistent/font.ttf"]
        #expect(FontScanCache(fonts: folder, files: missing) { ["HOME": "/tmp"][$0] } == nil)
    }

    /// Each checkout's fonts make a scan of their own: a new one deletes all but the most recently
    /// used, and nothing else in the folder; using one marks it as used.
    @Test func aNewScanDeletesAllButTheMostRecentlyUsedOnes() throws {
        let (folder, files) = try bundledFiles()
        let root = try TemporaryFolder.make("font-cache")
        defer { try? FileManager.default.removeItem(at: root) }
        let parent = root.appendingPathComponent("layoutshot/fontconfig")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        // Ten older scans, the first the oldest; and a folder that is not a scan.
        var old: [String] = []
        for index in 0..<10 {
            let scan = parent.appendingPathComponent("21401-\(String(format: "%016x", index))").path
            try FileManager.default.createDirectory(
                atPath: scan, withIntermediateDirectories: false)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index) * 60)],
                ofItemAtPath: scan)
            old.append(scan)
        }
        let other = parent.appendingPathComponent("notes").path
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
        func left() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
        }
        func names(_ paths: [String]) -> [String] {
            paths.map { ($0 as NSString).lastPathComponent }.sorted()
        }

        // The folder just made is kept, however old its time; of the others, the seven newest.
        FontScanCache.prune(parent.path, keeping: old[0])
        #expect(try left() == names([old[0], other] + old[3...9]))

        // A scan used a moment ago is the newest: a new scan then deletes the oldest, old[0].
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: old[3])
        let environment: (String) -> String? = { ["XDG_CACHE_HOME": root.path][$0] }
        let cache = try #require(
            FontScanCache(fonts: folder, files: files, environment: environment))
        #expect(try left() == names([cache.folder, other] + old[3...9]))
        #expect(try left().count == FontScanCache.kept + 1)

        // A scan found again is marked as used: a later prune keeps it.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: cache.folder)
        _ = try #require(FontScanCache(fonts: folder, files: files, environment: environment))
        let used =
            try FileManager.default.attributesOfItem(atPath: cache.folder)[.modificationDate]
            as? Date
        #expect(try #require(used).timeIntervalSinceNow > -60)
    }
}
