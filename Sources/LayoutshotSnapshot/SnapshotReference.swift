import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotLayout

/// A reference on disk: `BASE.EXT` and, for pictures, its layout sidecar `BASE.layout.json`.
/// Reading it and recording over it are the same for the testing library and the CLI.
///
/// ```swift
/// let reference = SnapshotReference(base: "Snapshots/card", pathExtension: "png", hasSidecar: true)
/// if let stored = try reference.read() { … }
/// ```
public struct SnapshotReference: Sendable {
    /// The reference file.
    public let path: String
    /// The layout sidecar, when the format has one.
    public let sidecarPath: String?

    /// The reference at `base` with the format's extension.
    public init(base: String, pathExtension: String, hasSidecar: Bool) {
        path = base + "." + pathExtension
        sidecarPath = hasSidecar ? base + ".layout.json" : nil
    }

    /// The reference at `base` that `format` records: its extension, and a sidecar when it has one.
    public init<Subject>(base: String, format: SnapshotFormat<Subject>) {
        self.init(base: base, pathExtension: format.pathExtension, hasSidecar: format.hasSidecar)
    }

    /// What is stored: the reference's bytes and the sidecar's layout (`nil` without a
    /// sidecar); `nil` when there is no reference. A sidecar that cannot be read is an error
    /// naming it (the comparison would otherwise lose its words silently).
    public func read() throws -> StoredReference? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let sidecarPath, let sidecarData = FileManager.default.contents(atPath: sidecarPath) else {
            return StoredReference(path: path, bytes: [UInt8](data), sidecar: nil)
        }
        let document = try LayoutDocument.read([UInt8](sidecarData), file: sidecarPath)
        return StoredReference(
            path: path, bytes: [UInt8](data), sidecar: document.root, decisions: document.decisions,
            sidecarBytes: [UInt8](sidecarData))
    }

    /// Writes `rendering` as the reference (and its sidecar), each atomically, after rendering
    /// again with `again` and checking that both renders agree: a layout that is not
    /// deterministic is never recorded.
    public func record(_ rendering: SnapshotRendering, again: () throws -> SnapshotRendering) throws {
        let second = try again()
        let bytes = try rendering.primary()
        if try second.primary() != bytes {
            throw SnapshotRecordingError.nondeterministic(
                file: (path as NSString).lastPathComponent,
                detail: Self.nondeterminism(rendering, second))
        }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: path)
        if let sidecarPath { try AtomicFile.write(try rendering.layoutJSON(), to: sidecarPath) }
    }

    /// Where two renders of the same subject differ, in words.
    static func nondeterminism(_ first: SnapshotRendering, _ second: SnapshotRendering) -> String {
        if let change = StructuralDiff.changes(from: first.layout, to: second.layout).first { return " (\(change))" }
        if let a = first.image, let b = second.image, case .compared(let comparison) = PixelDiff.compare(a, b),
            comparison.differentPixels > 0
        {
            let attribution = ChangeAttribution(
                layout: second.layout, scale: second.scale,
                classification: comparison.classification,
                width: comparison.width, height: comparison.height)
            if let top = attribution.shares.first {
                return " in node \(top.node) (\(comparison.differentPixels) pixels)"
            }
        }
        return ""
    }
}

/// A reference as read from disk.
public struct StoredReference: Sendable {
    /// The file, for messages.
    public var path: String
    /// Its bytes.
    public var bytes: [UInt8]
    /// Its sidecar's layout, when it has one.
    public var sidecar: Layout?
    /// Why each node of the sidecar's layout had its frame, when the sidecar says.
    public var decisions: LayoutDecisions? = nil
    /// The sidecar's bytes, for a failure's artefacts.
    public var sidecarBytes: [UInt8]? = nil
}

extension StoredReference {
    /// A reference file without a sidecar, as swift-snapshot-testing hands its diffing the
    /// bytes alone; `path` names it in messages.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, sidecar: nil)
    }
}

/// Why a reference was not recorded.
public enum SnapshotRecordingError: LayoutshotError, Equatable {
    /// Two renders of the same subject differ.
    case nondeterministic(file: String, detail: String)

    public var problem: String {
        switch self {
        case .nondeterministic(let file, let detail): "Refusing to record \(file): two renders differ\(detail)"
        }
    }

    public var nextStep: String? { "Make the layout deterministic, then re-run." }
}
