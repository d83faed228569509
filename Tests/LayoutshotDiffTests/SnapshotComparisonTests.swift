import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout
import Testing

/// Whether snapshots match, and what kind of change it is.
struct SnapshotComparisonTests {
    let layout = Layout(
        type: "stack", frame: Rect(0, 0, 20, 10),
        children: [
            Layout(type: "box", id: "swatch", frame: Rect(0, 0, 10, 10)),
            Layout(type: "text", id: "label", frame: Rect(10, 0, 10, 10)),
        ])

    func side(_ image: RGBAImage, _ layout: Layout? = nil, renderer: String = "r1")
        -> SnapshotComparison.Side
    {
        .init(image: image, layout: layout ?? self.layout, renderer: renderer)
    }

    func painted(_ x: Int) -> RGBAImage {
        var image = RGBAImage(width: 20, height: 10, fill: .white)
        image[x, 5] = .black
        return image
    }

    @Test func identicalSnapshotsMatch() {
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(painted(2)), scale: 1)
        #expect(comparison.isMatch && comparison.kind == nil && comparison.summary == "matches")
    }

    @Test func changedPixelsInABoxArePaint() {
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(painted(3)), scale: 1)
        #expect(!comparison.isMatch && comparison.kind == .paint)
        #expect(
            comparison.summary
                == "paint: 2 pixels differ (1 %), 100 % of changed pixels in `swatch`")
    }

    @Test func changedPixelsInATextAreText() {
        let comparison = SnapshotComparison(
            expected: side(painted(12)), actual: side(painted(13)), scale: 1)
        #expect(comparison.kind == .text)
    }

    @Test func changedFramesAreGeometry() {
        var moved = layout
        moved.children[1].frame.size.width = 9
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(painted(2), moved), scale: 1)
        #expect(!comparison.isMatch && comparison.kind == .geometry)
        #expect(comparison.summary == "geometry: `label` width 10 → 9")
    }

    @Test func sameFramesOtherRendererIsRenderer() {
        let comparison = SnapshotComparison(
            expected: side(painted(2), renderer: "cairo 1.16"),
            actual: side(painted(3), renderer: "cairo 1.18"), scale: 1)
        #expect(comparison.kind == .renderer)
        #expect(comparison.summary.hasSuffix("renderer changed: cairo 1.16 → cairo 1.18"))
    }

    @Test func sizeMismatchIsGeometryWithBothSizes() {
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(RGBAImage(width: 20, height: 12)), scale: 1)
        #expect(comparison.kind == .geometry)
        #expect(comparison.summary == "geometry: reference 20×10 px but rendered 20×12 px")
    }

    @Test func toleranceLetsFewPixelsPass() {
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(painted(3)), scale: 1,
            tolerance: SnapshotTolerance(maxDiffPixels: 2, maxDiffRatio: 0.05))
        #expect(comparison.isMatch)
    }

    @Test func ownershipAttributesToThePaintingNode() {
        var owners = [Int32](repeating: -1, count: 200)
        owners[5 * 20 + 3] = 0
        owners[5 * 20 + 2] = 1
        let ownership = PixelOwnership(
            owners: owners,
            nodes: [.init(name: "`swatch`", type: "box"), .init(name: "`label`", type: "text")])
        let comparison = SnapshotComparison(
            expected: side(painted(2)), actual: side(painted(3)), scale: 1,
            ownership: { ownership })
        #expect(
            comparison.attribution?.shares.map(\.description) == [
                "50 % of changed pixels in `label`", "50 % of changed pixels in `swatch`",
            ])
    }
}
