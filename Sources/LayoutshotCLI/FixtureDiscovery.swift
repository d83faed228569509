import Foundation
import LayoutshotFiles
import LayoutshotFixtures

/// Finds fixtures in the paths a command names: files as given, folders searched recursively
/// for `.yaml`, `.yml` and `.json` files (not `.layout.json` sidecars, not hidden folders,
/// `__Snapshots__`, report or artefacts folders), sorted so that output is stable.
struct FixtureDiscovery {
    /// A fixture and where its references go.
    struct Entry: Sendable {
        var fixture: String
        /// The reference path without extension: `name` beside the fixture, or under the
        /// references folder at the fixture's path relative to the folder that was searched.
        var referenceBase: String
        /// The fixture's path relative to the folder that was searched (its name when it was
        /// named directly): what `--shard` splits by (a fixture's variants stay together).
        var relative: String = ""
        /// The variant this entry draws, for a fixture with `variants`; its name ends the
        /// reference's name: `card@w320-dark`.
        var variant: FixtureVariant?

        /// Loads the fixture as this entry draws it.
        func load() throws(FixtureError) -> Fixture {
            try FixtureLoader.load(path: fixture, variant: variant)
        }

        /// `cards/card.yaml@w320-dark`: the fixture and its variant, as output lines name them.
        var label: String { FixtureVariant.suffixed(fixture, variant?.name) }
    }

    static func find(_ paths: [String], references: String?) throws -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                entries += entry(
                    path, relative: (path as NSString).lastPathComponent, references: references)
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
                // A report's report.json and an artefacts folder's manifest.json are not fixtures.
                if isRunOutput((path as NSString).appendingPathComponent(relative)) {
                    enumerator.skipDescendants()
                    continue
                }
                if isFixture(name) { found.append(relative) }
            }
            for relative in found.sorted() {
                entries += entry(
                    (path as NSString).appendingPathComponent(relative), relative: relative,
                    references: references)
            }
        }
        return entries
    }

    /// Whether `folder` is what a run wrote: a report (`.layoutshot-report`) or an artefacts
    /// folder (`manifest.json`). Searches for fixtures and references leave them out.
    static func isRunOutput(_ folder: String) -> Bool {
        FileManager.default.fileExists(
            atPath: (folder as NSString).appendingPathComponent(".layoutshot-report"))
            || ArtifactsFolder.isArtifactsFolder(folder)
    }

    static func isFixture(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard !lowered.hasSuffix(".layout.json") else { return false }
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json")
    }

    private static func entry(_ fixture: String, relative: String, references: String?) -> [Entry] {
        let base = references.map { ($0 as NSString).appendingPathComponent(relative) } ?? fixture
        let single = Entry(
            fixture: fixture, referenceBase: (base as NSString).deletingPathExtension,
            relative: relative)
        guard let variants = Self.variants(of: fixture) else { return [single] }
        return variants.combinations.map { variant in
            var entry = single
            entry.referenceBase = FixtureVariant.suffixed(single.referenceBase, variant.name)
            entry.variant = variant
            return entry
        }
    }

    /// The variants of `fixture` that `--variant` picks: all, or the one `name` names; `[nil]`
    /// for a fixture without variants.
    static func selectedVariants(of fixture: String, named name: String?) throws
        -> [FixtureVariant?]
    {
        guard let variants = variants(of: fixture)?.combinations else {
            if let name {
                throw CommandError("\(fixture) has no variants; --variant \(name) names none")
            }
            return [nil]
        }
        guard let name else { return variants }
        guard let chosen = variants.first(where: { $0.name == name }) else {
            throw CommandError(
                "\(fixture) has no variant '\(name)'; its variants are \(variants.map(\.name).joined(separator: ", "))"
            )
        }
        return [chosen]
    }

    /// The fixture's `variants`, read only from files that mention them; a file that does not
    /// load is left to the command to report, as one entry. The mention is looked for in the bytes:
    /// Foundation's `String.contains` took 1.9 % of a `check` of small fixtures.
    static func variants(of fixture: String) -> FixtureVariants? {
        guard let data = FileManager.default.contents(atPath: fixture),
            data.count <= FixtureLoader.maximumFileSize,
            mentionsVariants(data)
        else { return nil }
        return (try? FixtureLoader.load(path: fixture))?.variants
    }

    /// Whether the file's bytes hold the word `variants`. (The standard library's generic
    /// `firstRange(of:)` cost more than Foundation's search, in metadata lookups.)
    private static func mentionsVariants(_ data: Data) -> Bool {
        let word = Array("variants".utf8)
        return data.withUnsafeBytes { bytes in
            guard bytes.count >= word.count else { return false }
            return (0...bytes.count - word.count).contains { start in
                bytes[start] == word[0] && bytes[start..<start + word.count].elementsEqual(word)
            }
        }
    }
}
