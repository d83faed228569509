import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotText

/// The font files a set finds in the folders a user names.
struct FontSetTests {
    /// Sub-folders are searched, suffixes are matched in any case, other files and links to
    /// folders are passed over (a link back to its own folder would never end), and the list is
    /// sorted whatever order the folder gives.
    @Test func aUserFolderIsSearchedWithItsSubFoldersButNotThroughLinks() throws {
        let folder = try TemporaryFolder.make("fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try BundledFonts.directory() + "/DejaVuSans.ttf"
        let nested = folder.appendingPathComponent("brand/display")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: bundled, toPath: nested.appendingPathComponent("Brand.TTF").path)
        try FileManager.default.copyItem(
            atPath: bundled, toPath: folder.appendingPathComponent("Body.ttf").path)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("README.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)

        let fonts = try FontSet.shared(adding: [folder.path])
        let added = fonts.files.filter { $0.hasPrefix(folder.path + "/") }
        #expect(added == [folder.path + "/Body.ttf", folder.path + "/brand/display/Brand.TTF"])
        #expect(fonts.files.count == 17)
    }
}
