import LayoutshotCore
import LayoutshotDiff
import Testing

/// The diff image, the composite and the crops: colours and geometry.
struct DiffPicturesTests {
    func pair() -> (RGBAImage, RGBAImage) {
        let reference = RGBAImage(width: 40, height: 20, fill: .white)
        var actual = reference
        for y in 2..<6 { for x in 3..<9 { actual[x, y] = .black } }
        for y in 12..<14 { for x in 30..<33 { actual[x, y] = .blue } }
        return (reference, actual)
    }

    func comparison(_ a: RGBAImage, _ b: RGBAImage) throws -> PixelComparison {
        guard case .compared(let comparison) = PixelDiff.compare(a, b) else {
            throw CancellationError()
        }
        return comparison
    }

    @Test func diffImageFadesTheReferenceAndPaintsChangesRed() throws {
        let (reference, actual) = pair()
        let diff = DiffPictures.diffImage(
            expected: reference, comparison: try comparison(reference, actual))
        #expect(diff.width == 40 && diff.height == 20)
        #expect(diff[3, 2] == .red && diff[31, 13] == .red)
        #expect(diff[0, 0] == .white)  // white faded is white
        var dark = RGBAImage(width: 1, height: 1, fill: .black)
        let faded = DiffPictures.diffImage(expected: dark, comparison: try comparison(dark, dark))
        #expect(faded[0, 0] == Color(red: 230, green: 230, blue: 230))  // 255 + (0 - 255) * 0.1
        dark[0, 0] = .white
    }

    @Test func compositeIsReferenceDiffActualSideBySide() throws {
        let (reference, actual) = pair()
        let diff = DiffPictures.diffImage(
            expected: reference, comparison: try comparison(reference, actual))
        let composite = DiffPictures.composite(expected: reference, diff: diff, actual: actual)
        #expect(composite.width == 40 * 3 + 8 * 4 && composite.height == 20 + 16)
        #expect(composite[8 + 3, 8 + 2] == .white)  // reference
        #expect(composite[8 + 48 + 3, 8 + 2] == .red)  // diff
        #expect(composite[8 + 96 + 3, 8 + 2] == .black)  // actual
        #expect(composite[4, 4] == Color(red: 0x9E, green: 0x9E, blue: 0x9E))
    }

    @Test func nearbyClustersMergeIntoOneRegion() {
        let clusters = [
            PixelCluster(boundingBox: PixelRect(x: 0, y: 0, width: 4, height: 4), pixelCount: 16),
            PixelCluster(boundingBox: PixelRect(x: 10, y: 0, width: 4, height: 4), pixelCount: 16),
            PixelCluster(
                boundingBox: PixelRect(x: 100, y: 100, width: 2, height: 2), pixelCount: 4),
        ]
        #expect(
            DiffPictures.regions(clusters, gap: 8) == [
                PixelRect(x: 0, y: 0, width: 14, height: 4),
                PixelRect(x: 100, y: 100, width: 2, height: 2),
            ])
        #expect(DiffPictures.regions(clusters, gap: 2).count == 3)
    }

    @Test func cropsAreEnlargedWithoutSmoothing() throws {
        let (reference, actual) = pair()
        let comparison = try comparison(reference, actual)
        let diff = DiffPictures.diffImage(expected: reference, comparison: comparison)
        let regions = DiffPictures.regions(comparison.clusters)
        #expect(
            regions == [
                PixelRect(x: 3, y: 2, width: 6, height: 4),
                PixelRect(x: 30, y: 12, width: 3, height: 2),
            ])
        let crops = DiffPictures.crops(
            expected: reference, diff: diff, actual: actual, regions: regions, margin: 2,
            targetSize: 40)
        // Region 6x4 + margin 2 → 10x8, enlarged 4x → 40x32 per panel; three panels, 4 px gaps.
        #expect(crops[0].width == 40 * 3 + 4 * 4 && crops[0].height == 32 + 8)
        // Pixel (3, 2) of the actual is (2, 2) in the crop and a 4x4 block at (4 + 88 + 8, 4 + 8).
        let x = 4 + 2 * (40 + 4) + 8
        let y = 4 + 8
        #expect((0..<4).allSatisfy { crops[0][x + $0, y + $0] == .black })
        #expect(crops[0][x - 1, y] == .white)
    }
}
