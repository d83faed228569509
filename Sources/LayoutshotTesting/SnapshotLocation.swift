import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotFixtures

/// Where a snapshot lives, as swift-snapshot-testing lays them out:
/// `<folder of the test file>/__Snapshots__/<TestFile>/<test name>.<n or name>.<ext>`, where
/// `n` counts the unnamed assertions of one test from 1.
struct SnapshotLocation {
    /// The reference without its extension: `…/__Snapshots__/CellTests/testCell.1`.
    private(set) var base: String
    /// `<test name>.<n or name>`: names the artefacts too.
    private(set) var identifier: String
    /// `<TestFile>`.
    let testFile: String

    /// The location of an assertion in `filePath`'s test `testName`; unnamed assertions are
    /// counted per format (`pathExtension`).
    init(
        filePath: String, testName: String, name: String?, pathExtension: String, directory: String?
    ) {
        let file = URL(fileURLWithPath: filePath)
        testFile = file.deletingPathExtension().lastPathComponent
        let folder =
            directory.map { URL(fileURLWithPath: $0) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile)
        let test = Self.sanitize(testName)
        let suffix =
            name.map(Self.sanitize)
            ?? String(Counter.shared.next(for: "\(filePath)#\(testName)#\(pathExtension)"))
        identifier = "\(test).\(suffix)"
        base = folder.appendingPathComponent(identifier).path
    }

    /// The location of one variant of this snapshot: `testCell.1@w320-dark.png`.
    func variant(_ name: String) -> SnapshotLocation {
        var location = self
        location.identifier = FixtureVariant.suffixed(identifier, name)
        location.base = FixtureVariant.suffixed(base, name)
        return location
    }

    /// Runs of non-word characters become `-` (`testCell()` → `testCell`).
    static func sanitize(_ text: String) -> String {
        var result = ""
        var lastWasDash = false
        for scalar in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                result += "-"
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        while result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty ? "snapshot" : result
    }

    /// Per-test assertion counters; thread-safe, as Swift Testing runs tests in parallel.
    final class Counter: Sendable {
        static let shared = Counter()
        private let counts = CheckedMutex<[String: Int]>([:])

        func next(for key: String) -> Int {
            counts.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key, default: 1]
            }
        }
    }
}
