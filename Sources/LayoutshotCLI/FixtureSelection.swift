import ArgumentParser
import Foundation

/// The fixtures a command works on and the folder of their references: the arguments `check`,
/// `record`, `status` and `prune` share.
struct FixtureSelection: ParsableArguments {
    @Argument(help: "Fixture files or folders (searched recursively). Default: the current folder.")
    var paths: [String] = []

    @Option(
        name: .long, help: "The folder that holds the references, mirroring the fixtures' paths.")
    var references: String?

    /// The paths searched: the ones given, or the current folder.
    var searched: [String] { paths.isEmpty ? ["."] : paths }

    /// The fixtures under `searched`, each with its reference's place.
    func entries() throws -> [FixtureDiscovery.Entry] {
        try FixtureDiscovery.find(searched, references: references)
    }

    /// The references (`StatusInventory.referenceBases(under:)`) in --references, or else in the
    /// searched folders, that none of `entries` maps to: without extension, each once, sorted per
    /// folder. What `status` calls orphaned, `prune` deletes and a report shows as removed.
    func orphanedReferences(known entries: [FixtureDiscovery.Entry]) -> [String] {
        let known = Set(entries.map { StatusPath.standardized($0.referenceBase) })
        let roots =
            references.map { [$0] }
            ?? searched.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
        var seen = Set<String>()
        return roots.flatMap { root in
            StatusInventory.referenceBases(under: root).filter {
                let standardized = StatusPath.standardized($0)
                return !known.contains(standardized) && seen.insert(standardized).inserted
            }
        }
    }

    /// Refuses a --references folder that does not exist. Checked when the command runs, not
    /// in `validate()`: a missing folder is bad input (exit 2), not a usage error (64).
    func requireReferencesFolder() throws {
        guard let references else { return }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: references, isDirectory: &isDirectory)
            || !isDirectory.boolValue
        {
            throw CommandError("the references folder \(references) does not exist")
        }
    }
}
