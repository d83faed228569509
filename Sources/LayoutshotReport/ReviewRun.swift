import Foundation
import LayoutshotFiles

/// A run to review, read from a report folder (`layoutshot check --report`, `merge`, `report`)
/// or an artefacts folder (`manifest.json` of a test run or of `check --artifacts`), checked
/// as untrusted input: its shape, and every picture path inside the folder (`ContainedPath`).
/// `layoutshot comment` words it and `layoutshot publish` pushes its pictures, both through
/// ``pictures(of:)``, so the comment links exactly the files that were published.
public struct ReviewRun: Sendable {
    /// The folder as the command line named it.
    public var folder: String
    /// The run's snapshots; their picture paths are relative to ``folder``.
    public var report: Report

    /// A run of `report`'s snapshots, whose picture paths are relative to `folder`.
    public init(folder: String, report: Report) {
        self.folder = folder
        self.report = report
    }

    /// The most crops of one snapshot that a comment shows and `publish` pushes.
    public static let cropLimit = 3

    /// Reads the run in `folder`: `report.json` when it has one, else `manifest.json`.
    /// - Throws: ``ReportError`` when it has neither, or when either is not the shape
    ///   Layoutshot writes or names a path outside `folder`.
    public static func read(_ folder: String) throws(ReportError) -> ReviewRun {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw .cannotRead(
                file: folder,
                reason:
                    "no such folder; pass a report folder (layoutshot check --report DIR) or an artefacts "
                    + "folder (it holds manifest.json)")
        }
        let has = { (name: String) in
            FileManager.default.fileExists(
                atPath: (folder as NSString).appendingPathComponent(name))
        }
        if has("report.json") {
            return ReviewRun(folder: folder, report: try ReportMerge.read(folder).report)
        }
        if has(ArtifactsManifest.fileName) {
            let manifest = try ArtifactsManifest.read(folder)
            let drafts = try manifest.drafts(in: folder)
            // The drafts' pictures where they are: the manifest's paths, checked by `read`.
            let snapshots = zip(drafts, manifest.failures).map { draft, entry in
                var snapshot = draft.snapshot
                snapshot.images = ReportImages(
                    files: entry.files.compactMap { path in
                        (try? ContainedPath.normalized(path)).map {
                            (($0 as NSString).lastPathComponent, $0)
                        }
                    })
                return snapshot
            }
            let libraries = manifest.failures.compactMap(\.libraries)
            return ReviewRun(
                folder: folder, report: Report(snapshots: snapshots, libraries: libraries))
        }
        throw .cannotRead(
            file: folder,
            reason:
                "holds neither report.json (a report of layoutshot check --report DIR) nor manifest.json "
                + "(an artefacts folder)")
    }

    /// The pictures of `snapshot` a comment shows, in its order: the first ``cropLimit``
    /// crops, then the reference, the actual picture and the diff, each PNG it has.
    public func pictures(of snapshot: ReportSnapshot) -> [ReviewPicture] {
        let images = snapshot.images
        var pictures = images.crops.prefix(Self.cropLimit).enumerated().map { index, path in
            ReviewPicture(role: .crop(index + 1), path: path)
        }
        for (role, path) in [
            (ReviewPicture.Role.reference, images.reference), (.actual, images.actual),
            (.diff, images.diff),
        ] {
            if let path, path.hasSuffix(".png") {
                pictures.append(ReviewPicture(role: role, path: path))
            }
        }
        return pictures
    }

    /// Every picture of the run's changed snapshots, each once, by published path.
    public var changedPictures: [ReviewPicture] {
        var seen = Set<String>()
        return report.changed.flatMap(pictures(of:)).filter { seen.insert($0.published).inserted }
    }
}
