import Foundation
import LayoutshotCore

/// Where a run leaves the pictures of its failures: one folder per failing snapshot (reference,
/// actual, diff, composite, crops, layout changes) and one ``ArtifactsManifest`` at the top
/// listing them. The testing library (`LAYOUTSHOT_ARTIFACTS`, else `.build/layoutshot-artifacts`)
/// and `layoutshot check --artifacts DIR` write the same layout, so `layoutshot report` and
/// `layoutshot approve --from` read either.
///
/// The manifest records each reference relative to the package root (``ContainedPath``), so
/// that `approve --from` on a folder downloaded from CI writes into the local checkout; a
/// reference outside the package is recorded as its absolute path, which `approve` refuses.
///
/// ```swift
/// let artifacts = ArtifactsFolder(root: "out", package: ContainedPath.packageRoot(of: "."))
/// let folder = try artifacts.write([("actual.png", png)], to: "card", test: "cards/card.yaml", snapshot: "card",
///                                  reference: "cards/card.png", kind: .paint, summary: "12 pixels differ")
/// ```
public struct ArtifactsFolder: Sendable {
    /// The folder.
    public let root: String
    /// The package whose references the failures are about; `nil` when there is none, and
    /// references are recorded as absolute paths.
    public let package: String?

    /// The artefacts folder `root`, for references inside `package`.
    public init(root: String, package: String?) {
        self.root = root
        self.package = package
    }

    /// Whether `folder` is an artefacts folder (it holds a manifest): what searches for
    /// fixtures and references leave out.
    public static func isArtifactsFolder(_ folder: String) -> Bool {
        FileManager.default.fileExists(
            atPath: (folder as NSString).appendingPathComponent(ArtifactsManifest.fileName))
    }

    /// `reference` as the manifest records it: relative to the package root when it is inside
    /// the package, else its absolute path.
    public func recordedPath(of reference: String) -> String {
        if let package, let relative = ContainedPath.relative(of: reference, to: package) {
            return relative
        }
        return reference.hasPrefix("/")
            ? reference
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(
                reference)
    }

    /// Writes one failure's `files` (name → bytes) into `<root>/<subfolder>/`, replacing what
    /// an earlier run left there, and lists them in the manifest; returns the folder. Every file
    /// is written atomically; parallel writers (tests run in parallel) use separate folders and
    /// take turns on the manifest, under a lock.
    public func write(
        _ files: [(name: String, bytes: [UInt8])], to subfolder: String, test: String,
        snapshot: String,
        reference: String, kind: SnapshotChangeKind, summary: String, libraries: String? = nil
    ) throws(FileError) -> String {
        let folder = (root as NSString).appendingPathComponent(subfolder)
        // A previous run's crops must not linger beside this run's.
        try? FileManager.default.removeItem(atPath: folder)
        try Self.createFolder(folder)
        for file in files {
            try AtomicFile.write(
                file.bytes, to: (folder as NSString).appendingPathComponent(file.name))
        }
        try record(
            ArtifactsManifest.Entry(
                test: test, snapshot: snapshot, reference: recordedPath(of: reference), kind: kind,
                summary: summary, files: files.map { subfolder + "/" + $0.name },
                libraries: libraries))
        return folder
    }

    private func record(_ entry: ArtifactsManifest.Entry) throws(FileError) {
        try Self.createFolder(root)
        let lockPath = (root as NSString).appendingPathComponent(".manifest.lock")
        let lock = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw .cannotWrite(file: lockPath, reason: String(cString: strerror(errno)))
        }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        let path = (root as NSString).appendingPathComponent(ArtifactsManifest.fileName)
        var manifest =
            FileManager.default.contents(atPath: path).flatMap {
                try? JSONDecoder().decode(ArtifactsManifest.self, from: $0)
            }
            ?? ArtifactsManifest()
        manifest.record(entry)
        try AtomicFile.writeJSON(manifest, to: path)
    }

    private static func createFolder(_ folder: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(file: folder, reason: error.localizedDescription)
        }
    }
}
