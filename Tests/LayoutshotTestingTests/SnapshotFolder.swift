import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport

/// A fresh folder for one test's references, and the layouts the tests snapshot.
enum SnapshotFolder {
    static func make() -> String {
        // A test without its folder fails at its first write, naming the path.
        (try? TemporaryFolder.make("testing"))?.path ?? FileManager.default.temporaryDirectory.path
            + "/layoutshot-testing-unmade"
    }

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            !$0.hasPrefix(".")
        }.sorted()
    }

    /// A small row; `width` changes the title's width.
    static func row(width: Double = 80, color: Color = Color(red: 0xE5, green: 0x39, blue: 0x35))
        -> some LayoutElement
    {
        Inset(.all(4)) {
            Stack(.horizontal, spacing: 4, alignItems: .center) {
                Box(color, cornerRadius: 4).preferredSize(12, 12).id("dot")
                Box(Color(red: 0x26, green: 0x32, blue: 0x38)).preferredSize(width, 8).id("title")
            }
        }
    }

    /// A fixed width, so that a narrower title changes pixels, not the canvas size.
    static let range = SizeRange(min: Size(200, 0), max: Size(200, .infinity))
}
