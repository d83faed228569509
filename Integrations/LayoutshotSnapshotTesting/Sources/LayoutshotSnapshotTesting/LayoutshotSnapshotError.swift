import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout

/// swift-snapshot-testing's snapshot closures cannot throw: a render that fails becomes a
/// marker value that the diffing turns back into the failure message.
enum LayoutshotSnapshotError {
    static let prefix = Data("layoutshot-error:".utf8)

    static func marker(_ message: String) -> Data { prefix + Data(message.utf8) }

    static func text(in data: Data) -> String? {
        data.starts(with: prefix) ? String(decoding: data.dropFirst(prefix.count), as: UTF8.self) : nil
    }

    /// A fixture that stands for a file that could not be loaded: its path says so.
    static func fixture(_ path: String) -> Fixture {
        Fixture(path: "layoutshot-unloadable:" + path, sizeRange: .unconstrained, root: LayoutNode(.spacer))
    }

    static func message(of fixture: Fixture) -> String? {
        guard fixture.path.hasPrefix("layoutshot-unloadable:") else { return nil }
        let path = String(fixture.path.dropFirst("layoutshot-unloadable:".count))
        do {
            _ = try FixtureLoader.load(path: path)
            return nil
        } catch {
            return error.description
        }
    }
}
