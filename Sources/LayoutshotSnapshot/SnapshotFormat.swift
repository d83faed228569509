import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout

/// A way to snapshot a subject, as a value (swift-snapshot-testing's `Snapshotting`): the
/// reference's extension, how a subject is rendered, and how a rendering is compared with a
/// reference. New subjects are `pullback`s of the scene formats (`.png`, `.svg`, `.layout`):
///
/// ```swift
/// let fixturePNG = SnapshotFormat<PreparedScene>.png.pullback { (url: URL) in try PreparedScene(fixtureAt: url) }
/// ```
public struct SnapshotFormat<Subject> {
    /// The reference file's extension: `png`, `svg`, `layout.txt`.
    public var pathExtension: String
    /// Whether a reference has a layout sidecar (`name.layout.json`) beside it.
    public var hasSidecar: Bool
    /// Renders a subject; throws errors worded for the subject (located in a fixture, …).
    public var render: (Subject) throws -> SnapshotRendering
    /// Compares a rendering with a stored reference (and its sidecar's layout): `nil` when
    /// they match within the tolerance.
    public var compare: (_ rendering: SnapshotRendering, _ reference: StoredReference,
                         _ tolerance: SnapshotTolerance) throws -> SnapshotMismatch?

    /// Creates a format.
    public init(pathExtension: String, hasSidecar: Bool, render: @escaping (Subject) throws -> SnapshotRendering,
                compare: @escaping (SnapshotRendering, StoredReference, SnapshotTolerance) throws -> SnapshotMismatch?) {
        self.pathExtension = pathExtension
        self.hasSidecar = hasSidecar
        self.render = render
        self.compare = compare
    }

    /// The same format for another subject, turned into this one first.
    public func pullback<New>(_ transform: @escaping (New) throws -> Subject) -> SnapshotFormat<New> {
        let render = self.render
        return SnapshotFormat<New>(pathExtension: pathExtension, hasSidecar: hasSidecar,
                                   render: { try render(transform($0)) }, compare: compare)
    }
}
