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
/// if let stored = reference.read() { … }
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

    /// What is stored: the reference's bytes and its sidecar's bytes (`nil` without a sidecar);
    /// `nil` when there is no reference. The sidecar is not decoded here: a comparison decodes
    /// it (``StoredReference/sidecar()``) only when the pictures differ.
    public func read() -> StoredReference? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return StoredReference(
            path: path, bytes: [UInt8](data), sidecarPath: sidecarPath,
            sidecarBytes: sidecarPath.flatMap { FileManager.default.contents(atPath: $0) }.map {
                [UInt8]($0)
            })
    }

    /// Writes `rendering` as the reference (and its sidecar), each atomically, after rendering
    /// again with `again` and checking that both renders agree: a layout that is not
    /// deterministic is never recorded.
    public func record<Value>(
        _ rendering: SnapshotRendering<Value>, again: () throws -> SnapshotRendering<Value>
    )
        throws
    {
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
    static func nondeterminism<Value>(
        _ first: SnapshotRendering<Value>, _ second: SnapshotRendering<Value>
    ) -> String {
        if let change = StructuralDiff.changes(from: first.layout, to: second.layout).first {
            return " (\(change))"
        }
        // Only pictures have pixels to attribute to a node; any other rendering's words end here.
        guard let a = first.value as? RGBAImage, let b = second.value as? RGBAImage else {
            return ""
        }
        let diff = SnapshotComparison(
            expected: .init(image: a, layout: nil, renderer: nil),
            actual: .init(image: b, layout: second.layout, renderer: nil), scale: second.scale)
        guard case .compared(let pixels) = diff.pixels, let top = diff.attribution?.shares.first
        else { return "" }
        return " in node \(top.node) (\(pixels.differentPixels) pixels)"
    }
}

/// A reference as read from disk.
public struct StoredReference: Sendable {
    /// The file, for messages.
    public var path: String
    /// Its bytes.
    public var bytes: [UInt8]
    /// Its sidecar's file, when the format keeps one.
    public var sidecarPath: String?
    /// The sidecar's bytes, as stored; `nil` when there is none.
    public var sidecarBytes: [UInt8]?

    /// The sidecar decoded (on each call: a comparison asks only when the pictures differ); `nil` without one.
    /// - Throws: `LayoutDocument.DecodingError` naming the sidecar when it is not one this
    ///   version reads (the comparison would otherwise lose its words silently).
    public func sidecar() throws(LayoutDocument.DecodingError) -> LayoutDocument? {
        guard let sidecarBytes else { return nil }
        return try LayoutDocument.read(sidecarBytes, file: sidecarPath ?? path)
    }
}

extension StoredReference {
    /// A reference file without a sidecar, as swift-snapshot-testing hands its diffing the
    /// bytes alone; `path` names it in messages.
    public init(path: String, bytes: [UInt8]) {
        (self.path, self.bytes, sidecarPath, sidecarBytes) = (path, bytes, nil, nil)
    }
}

/// Why a reference was not recorded.
public enum SnapshotRecordingError: LayoutshotError, Equatable {
    /// Two renders of the same subject differ.
    case nondeterministic(file: String, detail: String)

    public var problem: String {
        switch self {
        case .nondeterministic(let file, let detail):
            "Refusing to record \(file): two renders differ\(detail)"
        }
    }

    public var nextStep: String? { "Make the layout deterministic, then re-run." }
}
