import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout

/// What a snapshot is taken of: a fixture file, or a layout built in Swift with its size range.
struct SnapshotSubject {
    let load: () throws -> Fixture

    static func fixture(at url: URL) -> SnapshotSubject {
        SnapshotSubject { try FixtureLoader.load(path: url.path) }
    }

    static func element(_ element: some LayoutElement, range: SizeRange, scale: Double, background: Color,
                        filePath: String) -> SnapshotSubject {
        let node = element.node
        // Relative image paths resolve against the test file's folder.
        let path = (filePath as NSString).deletingLastPathComponent + "/" + "inline.yaml"
        return SnapshotSubject {
            Fixture(path: path, sizeRange: range, scale: scale, background: background, root: node)
        }
    }
}
