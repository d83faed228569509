import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout

/// A way to snapshot a subject, as a value typed by what it renders (swift-snapshot-testing's
/// `Snapshotting<Value, Format>`): the reference's extension, how a subject is rendered into a
/// `Rendered` value and its reference bytes, and how that rendering is compared with a stored
/// reference. The assertions, the command line and the swift-snapshot-testing strategy all
/// render through one, so a format of your own works everywhere a built-in one does.
///
/// The scene formats are `.png` (an `RGBAImage`, with a `name.layout.json` sidecar), `.svg` and
/// `.layout` (text: the SVG document, the layout tree); they record
/// ```
/// __Snapshots__/CellTests/testCell.1.png        + testCell.1.layout.json
/// __Snapshots__/CellTests/testCell.header.svg
/// __Snapshots__/CellTests/testCell.2.layout.txt
/// ```
/// Other subjects are ``pullback(_:)``s of them:
///
/// ```swift
/// let fixturePNG = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback { (url: URL) in try PreparedScene(fixtureAt: url) }
/// ```
public struct SnapshotFormat<Subject, Rendered>: Sendable {
    /// The reference file's extension: `png`, `svg`, `layout.txt`.
    public var pathExtension: String
    /// Whether a reference has a layout sidecar (`name.layout.json`) beside it.
    public var hasSidecar: Bool
    /// Renders a subject into its value and that value's reference bytes; throws errors worded
    /// for the subject (located in a fixture, …).
    public var render: @Sendable (Subject) throws -> SnapshotRendering<Rendered>
    /// Compares a rendering with a stored reference, which it reads as it needs (and its
    /// sidecar's layout): `nil` when they match within the tolerance.
    public var compare:
        @Sendable (
            _ rendering: SnapshotRendering<Rendered>, _ reference: StoredReference,
            _ tolerance: SnapshotTolerance
        ) throws -> SnapshotMismatch?

    /// Creates a format.
    public init(
        pathExtension: String, hasSidecar: Bool,
        render: @escaping @Sendable (Subject) throws -> SnapshotRendering<Rendered>,
        compare:
            @escaping @Sendable (SnapshotRendering<Rendered>, StoredReference, SnapshotTolerance)
            throws
            -> SnapshotMismatch?
    ) {
        self.pathExtension = pathExtension
        self.hasSidecar = hasSidecar
        self.render = render
        self.compare = compare
    }

    /// The same format for another subject, turned into this one first: how a test snapshots
    /// values of its own (swift-snapshot-testing's `Snapshotting.pullback`). The reference's
    /// extension, sidecar, rendered value and comparison stay this format's.
    ///
    /// ```swift
    /// let outlined = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback { (scene: PreparedScene) in
    ///     try PreparedScene(scene.prepared.scene, options: Renderer.Options(outlines: true))
    /// }
    /// ```
    public func pullback<New>(_ transform: @escaping @Sendable (New) throws -> Subject)
        -> SnapshotFormat<New, Rendered>
    {
        let render = self.render
        return SnapshotFormat<New, Rendered>(
            pathExtension: pathExtension, hasSidecar: hasSidecar,
            render: { try render(transform($0)) }, compare: compare)
    }

    /// The files a rendering leaves when it has no reference to be compared with, named as a
    /// failure's artefacts: `actual.<ext>`, and `actual.layout.json` for a format with a sidecar.
    public func actualFiles(_ rendering: SnapshotRendering<Rendered>) throws -> [(
        name: String, bytes: [UInt8]
    )] {
        SnapshotArtifacts.named(
            [(.actual, try rendering.primary())]
                + (hasSidecar ? [(.actualSidecar, try rendering.layoutJSON())] : []),
            pathExtension: pathExtension)
    }
}
