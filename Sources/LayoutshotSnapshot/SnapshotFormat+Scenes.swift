import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout
import LayoutshotRender

extension SnapshotFormat where Subject == PreparedScene, Rendered == RGBAImage {
    /// The picture, compared pixel by pixel within the tolerance, with a layout sidecar that
    /// lets a failure say what changed per node.
    public static var png: SnapshotFormat {
        SnapshotFormat(
            pathExtension: "png", hasSidecar: true,
            render: { scene in
                let (renderer, prepared) = (scene.renderer, scene.prepared)
                let image = try renderer.image(of: prepared)
                return SnapshotRendering(
                    image,
                    primary: LazyBytes {
                        try PNGCodec.encode(image, metadata: renderer.metadata(prepared))
                    },
                    layout: prepared.layout, decisions: scene.decisions,
                    scale: prepared.scene.scale,
                    renderer: prepared.fingerprint.description,
                    ownership: { try? renderer.ownership(of: prepared) })
            }, compare: comparePictures)
    }
}

extension SnapshotFormat where Subject == PreparedScene, Rendered == String {
    /// The canonical SVG document, compared as text.
    public static var svg: SnapshotFormat {
        SnapshotFormat(
            pathExtension: "svg", hasSidecar: false,
            render: { scene in
                let bytes = try scene.renderer.svg(of: scene.prepared)
                return rendering(
                    scene, text: String(decoding: bytes, as: UTF8.self), primary: bytes)
            }, compare: compareText)
    }

    /// The indented layout tree as drawn (`layoutshot layout --absolute`), compared as text.
    public static var layout: SnapshotFormat {
        SnapshotFormat(
            pathExtension: "layout.txt", hasSidecar: false,
            render: { scene in
                let prepared = scene.prepared
                let text = prepared.layout.treeDescription(absoluteScale: prepared.scene.scale)
                return rendering(scene, text: text, primary: Array(text.utf8))
            }, compare: compareText)
    }

    private static func rendering(_ scene: PreparedScene, text: String, primary: [UInt8])
        -> SnapshotRendering<String>
    {
        let prepared = scene.prepared
        return SnapshotRendering(
            text, primary: LazyBytes(primary), layout: prepared.layout, decisions: scene.decisions,
            scale: prepared.scene.scale, renderer: prepared.fingerprint.description)
    }
}

/// Two pictures: size, then pixels (pixelmatch's semantics); when they differ, the sidecar is
/// decoded for the renderer, geometry per node and causes, with the reference, actual, diff,
/// composite and crops of the change. Pictures with the same pixels match without the sidecar
/// being read.
private func comparePictures(
    _ rendering: SnapshotRendering<RGBAImage>, _ stored: StoredReference,
    _ tolerance: SnapshotTolerance
) throws -> SnapshotMismatch? {
    let (reference, actual) = (stored.bytes, rendering.value)
    let decoded = try PNGCodec.decode(reference, file: stored.path)
    if case .compared(let pixels) = PixelDiff.compare(decoded.image, actual),
        pixels.differentPixels == 0
    {
        return nil
    }
    let sidecar = try stored.sidecar()
    let comparison = SnapshotComparison(
        expected: .init(
            image: decoded.image, layout: sidecar?.root,
            renderer: decoded.text["layoutshot:renderer"],
            decisions: sidecar?.decisions),
        actual: .init(image: actual, layout: rendering.layout, renderer: rendering.renderer),
        scale: rendering.scale, tolerance: tolerance, ownership: rendering.ownership,
        actualDecisions: { (try? rendering.decisions()) ?? nil })
    if comparison.isMatch { return nil }
    var files: [(file: SnapshotArtifacts.File, bytes: [UInt8])] = [
        (.reference, reference), (.actual, try rendering.primary()),
    ]
    // Both sidecars, so that a review of the artefacts alone can set the two explanations side by side.
    if let sidecar = stored.sidecarBytes, !comparison.changes.isEmpty {
        files.append((.referenceSidecar, sidecar))
    }
    files.append((.actualSidecar, try rendering.layoutJSON()))
    // Where the pixels were compared (same size): a diff picture, and crops of its changed regions.
    let compared: PixelComparison? =
        if case .compared(let pixels) = comparison.pixels { pixels } else { nil }
    let diff = compared.map { DiffPictures.diffImage(expected: decoded.image, comparison: $0) }
    if let diff { files.append((.diff, try PNGCodec.encode(diff))) }
    files.append(
        (
            .composite,
            try PNGCodec.encode(
                DiffPictures.composite(expected: decoded.image, diff: diff, actual: actual))
        ))
    if let compared, let diff {
        let crops = DiffPictures.crops(
            expected: decoded.image, diff: diff, actual: actual,
            regions: DiffPictures.regions(compared.clusters))
        for (index, crop) in crops.enumerated() {
            files.append((.crop(index + 1), try PNGCodec.encode(crop)))
        }
    }
    let changes = comparison.changes.map(\.description)
    if !changes.isEmpty {
        files.append((.layoutChanges, Array((changes.joined(separator: "\n") + "\n").utf8)))
    }
    return SnapshotMismatch(
        summary: comparison.summary, kind: comparison.kind ?? .paint, changes: comparison.changes,
        files: files, comparison: comparison)
}

/// Two documents: the first line that differs.
private func compareText(
    _ rendering: SnapshotRendering<String>, _ stored: StoredReference, _: SnapshotTolerance
)
    throws -> SnapshotMismatch?
{
    let reference = stored.bytes
    let actual = try rendering.primary()
    if reference == actual { return nil }
    let old = String(decoding: reference, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
    let new = rendering.value.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
        (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    let before = line < old.count ? String(old[line]) : "(end of file)"
    let after = line < new.count ? String(new[line]) : "(end of file)"
    return SnapshotMismatch(
        summary: "first difference at line \(line + 1):\n− \(before)\n+ \(after)", kind: .text,
        files: [(.reference, reference), (.actual, actual)])
}
