import LayoutshotSnapshot

/// What a snapshot stores, as swift-snapshot-testing's strategies name it (`as: .png`).
///
/// - `.png`: the rendered picture, compared pixel by pixel (with the tolerance you pass),
///   plus a `.layout.json` sidecar that lets a failure say what changed per node;
/// - `.svg`: the canonical SVG document, compared byte for byte;
/// - `.layout`: the indented layout tree (`layoutshot layout --absolute`), compared as text.
///
/// Records:
/// ```
/// __Snapshots__/CellTests/testCell.1.png        + testCell.1.layout.json
/// __Snapshots__/CellTests/testCell.header.svg
/// __Snapshots__/CellTests/testCell.2.layout.txt
/// ```
public struct LayoutSnapshotFormat: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case png, svg, layout }
    let kind: Kind

    /// The reference file's extension.
    public var pathExtension: String { format.pathExtension }

    /// The pipeline's format value.
    var format: SnapshotFormat<PreparedScene> {
        switch kind {
        case .png: .png
        case .svg: .svg
        case .layout: .layout
        }
    }

    /// The rendered picture.
    public static let png = LayoutSnapshotFormat(kind: .png)
    /// The canonical SVG.
    public static let svg = LayoutSnapshotFormat(kind: .svg)
    /// The layout tree as text.
    public static let layout = LayoutSnapshotFormat(kind: .layout)
}
