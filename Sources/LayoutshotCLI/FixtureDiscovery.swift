import Foundation

/// Finds fixtures in the paths a command names: files as given, folders searched recursively
/// for `.yaml`, `.yml` and `.json` files (not `.layout.json` sidecars, not hidden folders,
/// `__Snapshots__` or report folders), sorted so that output is stable.
struct FixtureDiscovery {
    /// A fixture and where its references go.
    struct Entry: Sendable {
        var fixture: String
        /// The reference path without extension: `name` beside the fixture, or under the
        /// references folder at the fixture's path relative to the folder that was searched.
        var referenceBase: String
        /// The fixture's path relative to the folder that was searched (its name when it was
        /// named directly): what `--shard` splits by.
        var relative: String = ""
    }

    static func find(_ paths: [String], references: String?) throws -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                entries.append(entry(path, relative: (path as NSString).lastPathComponent, references: references))
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "__Snapshots__" {
                    enumerator.skipDescendants()
                    continue
                }
                // A report folder's report.json and references.json are not fixtures.
                let folder = (path as NSString).appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".layoutshot-report")) {
                    enumerator.skipDescendants()
                    continue
                }
                if isFixture(name) { found.append(relative) }
            }
            for relative in found.sorted() {
                entries.append(entry((path as NSString).appendingPathComponent(relative), relative: relative, references: references))
            }
        }
        return entries
    }

    static func isFixture(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard !lowered.hasSuffix(".layout.json") else { return false }
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json")
    }

    private static func entry(_ fixture: String, relative: String, references: String?) -> Entry {
        let base = references.map { ($0 as NSString).appendingPathComponent(relative) } ?? fixture
        return Entry(fixture: fixture, referenceBase: (base as NSString).deletingPathExtension, relative: relative)
    }
}
