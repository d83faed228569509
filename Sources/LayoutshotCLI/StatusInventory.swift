import Foundation
import LayoutshotCore

/// The references of a set of fixtures and what state each is in, for `status` and `prune`.
///
/// A reference is what `layoutshot record` writes: `name.png` (and optionally `name.svg`) with
/// a `name.layout.json` sidecar. A reference is *orphaned* when no fixture maps to it; only
/// such triples are ever considered, so a fixture's own image assets, `layoutshot render`
/// output and other PNGs are never touched. Report folders (`.layoutshot-report`), test
/// artefacts folders (`manifest.json`), hidden folders, `__Snapshots__` and artefact actuals
/// (`actual.png`) are skipped.
struct StatusInventory {
    enum State: Equatable {
        case upToDate
        case missing
        /// The fixture's bytes hash to `current`, the reference was recorded from `stored`.
        case stale(stored: String, current: String)
        /// The reference predates fixture hashes (no tEXt `layoutshot:fixture`).
        case unverified
    }

    struct Item {
        var entry: FixtureDiscovery.Entry
        var state: State
    }

    var items: [Item] = []
    /// Reference paths without extension that no fixture maps to.
    var orphans: [String] = []

    init(_ selection: FixtureSelection) throws {
        let entries = try selection.entries()
        items = entries.map { Item(entry: $0, state: Self.state(of: $0)) }
        orphans = selection.orphanedReferences(known: entries)
    }

    /// The files of a reference that exist: png, layout.json, svg.
    static func files(of base: String) -> [String] {
        [".png", ".layout.json", ".svg"].map { base + $0 }.filter {
            FileManager.default.fileExists(atPath: $0)
        }
    }

    static func state(of entry: FixtureDiscovery.Entry) -> State {
        let png = entry.referenceBase + ".png"
        guard let data = FileManager.default.contents(atPath: png) else {
            return FileManager.default.fileExists(atPath: entry.referenceBase + ".svg")
                ? .unverified : .missing
        }
        guard let stored = PNGTextChunks.read([UInt8](data))["layoutshot:fixture"] else {
            return .unverified
        }
        guard let fixture = FileManager.default.contents(atPath: entry.fixture) else {
            return .missing
        }
        let current = FNV1a.hex(of: fixture)
        return stored == current ? .upToDate : .stale(stored: stored, current: current)
    }

    /// Every `name` under `root` with `name.layout.json` and `name.png` or `name.svg`, sorted.
    static func referenceBases(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var bases: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = (root as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                if name.hasPrefix(".") || name == "__Snapshots__"
                    || FixtureDiscovery.isRunOutput(path)
                {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard name.hasSuffix(".layout.json"), name != "actual.layout.json" else { continue }
            let base = String(path.dropLast(".layout.json".count))
            if FileManager.default.fileExists(atPath: base + ".png")
                || FileManager.default.fileExists(atPath: base + ".svg")
            {
                bases.append(base)
            }
        }
        return bases.sorted()
    }
}

/// Paths for display and comparison.
enum StatusPath {
    /// An absolute path without `.` or `..`, to tell whether two paths name one file.
    static func standardized(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// Without a leading `./`.
    static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

/// The tEXt chunks of a PNG, read without decoding its pixels (a reference's metadata, for
/// thousands of references at a time). Malformed data ends the scan: what was read is kept.
enum PNGTextChunks {
    static func read(_ bytes: [UInt8]) -> [String: String] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return [:] }
        var result: [String: String] = [:]
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { break }
            if type == "tEXt", let zero = bytes[start..<start + length].firstIndex(of: 0) {
                let key = String(decoding: bytes[start..<zero], as: UTF8.self)
                // tEXt is Latin-1.
                let value = String(
                    bytes[(zero + 1)..<(start + length)].map { Character(Unicode.Scalar($0)) })
                result[key] = value
            }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        return result
    }
}
