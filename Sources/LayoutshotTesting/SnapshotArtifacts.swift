import Foundation
import LayoutshotFiles
import LayoutshotRender

/// Where failure artefacts go: `LAYOUTSHOT_ARTIFACTS`, else `.build/layoutshot-artifacts` in
/// the package that holds the test. Each failure gets a folder
/// `<TestFile>/<test name>.<n>/` with the reference, the actual, the diff, the composite and
/// crops, and one `manifest.json` at the top lists every failure of the run.
///
/// The manifest records each reference relative to the package root (`ContainedPath`), so that
/// `layoutshot approve --from` on a folder downloaded from CI writes into the local checkout;
/// a reference outside the package (a `snapshotDirectory:` elsewhere) is recorded as its
/// absolute path, which `approve` refuses.
struct SnapshotArtifacts {
    let root: URL
    /// The package that holds the test file; references are recorded relative to it.
    let package: URL?

    init(testFilePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folder = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
        var package: URL?
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                package = folder
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        self.package = package
        if let configured = environment["LAYOUTSHOT_ARTIFACTS"], !configured.isEmpty {
            root = URL(fileURLWithPath: configured)
        } else if let package {
            root = package.appendingPathComponent(".build/layoutshot-artifacts")
        } else {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-artifacts")
        }
    }

    /// `reference` relative to the package root when it is inside the package, else its absolute path.
    func recordedPath(of reference: URL) -> String {
        package.flatMap { ContainedPath.relative(of: reference.path, to: $0.path) } ?? reference.path
    }

    /// One failure's entry in the manifest.
    struct Entry: Codable, Equatable {
        var test: String
        var snapshot: String
        var reference: String
        var kind: String
        var summary: String
        /// File names in the entry's folder, relative to the artefacts root.
        var files: [String]
    }

    /// Writes `files` (name → bytes) for a failure and records it in the manifest; returns the
    /// folder. Writes are atomic; parallel tests use separate folders and lock the manifest.
    func write(_ files: [(String, [UInt8])], testFile: String, identifier: String, test: String, reference: URL,
               kind: String, summary: String) throws -> URL {
        let folder = root.appendingPathComponent(testFile).appendingPathComponent(identifier)
        // A previous run's crops must not linger beside this run's.
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try AtomicFile.write(bytes, to: folder.appendingPathComponent(name).path) }
        let entry = Entry(test: test, snapshot: identifier, reference: recordedPath(of: reference), kind: kind, summary: summary,
                          files: files.map { "\(testFile)/\(identifier)/\($0.0)" })
        try record(entry)
        return folder
    }

    private func record(_ entry: Entry) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let lockPath = root.appendingPathComponent(".manifest.lock").path
        let lock = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw FileError.cannotWrite(file: lockPath, reason: String(cString: strerror(errno))) }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        let manifest = root.appendingPathComponent("manifest.json")
        var entries: [Entry] = []
        if let data = FileManager.default.contents(atPath: manifest.path) {
            entries = (try? JSONDecoder().decode(Manifest.self, from: data))?.failures ?? []
        }
        entries.removeAll { $0.test == entry.test && $0.snapshot == entry.snapshot }
        entries.append(entry)
        entries.sort { ($0.test, $0.snapshot) < ($1.test, $1.snapshot) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write([UInt8](try encoder.encode(Manifest(failures: entries))), to: manifest.path)
    }

    struct Manifest: Codable {
        var failures: [Entry]
    }
}
