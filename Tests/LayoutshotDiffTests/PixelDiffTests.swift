import LayoutshotCore
import LayoutshotDiff
import Testing

/// `PixelDiff.compare` on hand-made images: sizes, the fast path, exact mode, ignored regions,
/// clusters and bounding boxes, the largest channel delta. (pixelmatch's counts:
/// `PixelDiffPixelmatchTests`.)
struct PixelDiffTests {
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// An opaque white `width`×`height` image with `points` painted `color`.
    static func image(
        _ width: Int, _ height: Int, _ points: [(Int, Int)] = [], color: Color = black
    ) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: white)
        for (x, y) in points { image[x, y] = color }
        return image
    }

    /// An image from rows of characters: `#` black, anything else white.
    static func image(_ rows: [String]) -> RGBAImage {
        let points = rows.enumerated().flatMap { y, row in
            row.enumerated().compactMap { x, character in character == "#" ? (x, y) : nil }
        }
        return image(rows.first?.count ?? 0, rows.count, points)
    }

    static func comparison(
        _ expected: RGBAImage, _ actual: RGBAImage,
        _ options: PixelDiffOptions = .init()
    ) throws -> PixelComparison {
        guard case .compared(let comparison) = PixelDiff.compare(expected, actual, options: options)
        else {
            Issue.record("Same-size images were reported as a size mismatch.")
            throw PixelDiffPixelmatchTests.SizeMismatch()
        }
        return comparison
    }

    @Test func sizeMismatchReportsBothSizes() {
        let result = PixelDiff.compare(Self.image(2, 3), Self.image(3, 2))
        guard case .sizeMismatch(let expected, let actual) = result else {
            Issue.record("Expected a size mismatch, got \(result)")
            return
        }
        #expect(expected == PixelSize(width: 2, height: 3))
        #expect(actual == PixelSize(width: 3, height: 2))
    }

    @Test(arguments: [nil, 0, 0.1] as [Double?])
    func identicalImagesTakeTheFastPath(threshold: Double?) throws {
        let image = Self.image(7, 5, [(1, 1), (6, 4)])
        let comparison = try Self.comparison(image, image, PixelDiffOptions(threshold: threshold))
        #expect(comparison.differentPixels == 0 && comparison.antialiasedPixels == 0)
        #expect(comparison.classification.isEmpty)
        #expect(comparison.clusters.isEmpty && comparison.boundingBox == nil)
        #expect(comparison.largestChannelDelta == 0 && comparison.ratio == 0)
    }

    @Test func emptyImagesAreIdentical() throws {
        let comparison = try Self.comparison(
            RGBAImage(width: 0, height: 4), RGBAImage(width: 0, height: 4))
        #expect(
            comparison.differentPixels == 0 && comparison.classification.isEmpty
                && comparison.ratio == 0)
    }

    @Test func exactModeCountsAnyByteChange() throws {
        var actual = Self.image(4, 3)
        actual[0, 0] = Color(red: 255, green: 255, blue: 254)  // one level of blue
        actual[3, 2] = Color(red: 255, green: 255, blue: 255, alpha: 254)
        let exact = try Self.comparison(Self.image(4, 3), actual)
        #expect(exact.differentPixels == 2)
        #expect(exact.classification[0] == .different && exact.classification[11] == .different)
        #expect(exact.ratio == 2.0 / 12)
        #expect(exact.largestChannelDelta == 1)
        // pixelmatch's threshold 0.1 sees neither.
        let tolerant = try Self.comparison(
            Self.image(4, 3), actual, PixelDiffOptions(threshold: 0.1))
        #expect(tolerant.differentPixels == 0 && tolerant.antialiasedPixels == 0)
        #expect(tolerant.classification.allSatisfy { $0 == .same })
    }

    @Test func transparentPixelsBlendWithWhite() throws {
        let expected = RGBAImage(
            width: 2, height: 1, fill: Color(red: 255, green: 0, blue: 0, alpha: 0))
        let actual = RGBAImage(
            width: 2, height: 1, fill: Color(red: 0, green: 0, blue: 255, alpha: 0))
        #expect(try Self.comparison(expected, actual).differentPixels == 2)
        // Both blend to white, so pixelmatch's delta is 0 even at threshold 0.
        #expect(
            try Self.comparison(expected, actual, PixelDiffOptions(threshold: 0)).differentPixels
                == 0)
    }

    @Test func largestChannelDeltaCoversEveryChannel() throws {
        var actual = Self.image(3, 3)
        actual[1, 1] = Color(red: 250, green: 255, blue: 255, alpha: 65)
        actual[2, 0] = Color(red: 55, green: 255, blue: 255)
        let comparison = try Self.comparison(Self.image(3, 3), actual)
        #expect(comparison.largestChannelDelta == 200)
    }

    @Test func differencesInTheFirstAndLastRowsAreFound() throws {
        let actual = Self.image(5, 6, [(0, 0), (4, 5), (2, 3)])
        let comparison = try Self.comparison(Self.image(5, 6), actual)
        #expect(comparison.differentPixels == 3)
        #expect(comparison.boundingBox == PixelRect(x: 0, y: 0, width: 5, height: 6))
        #expect(comparison.clusters.count == 3)
    }

    @Test func ignoredRegionsAreLeftOut() throws {
        // Black at (1, 1) and (6, 6), both inside a region; (5, 1) outside, red channel -155.
        var actual = Self.image(8, 8, [(1, 1), (6, 6)])
        actual[5, 1] = Color(red: 100, green: 255, blue: 255)
        let regions = [
            PixelRect(x: 0, y: 0, width: 3, height: 3),
            PixelRect(x: 6, y: 6, width: 10, height: 10),  // clipped to the image
            PixelRect(x: 4, y: 4, width: -2, height: 3),
        ]  // holds no pixel
        for threshold in [nil, 0.1] as [Double?] {
            let options = PixelDiffOptions(threshold: threshold, ignoredRegions: regions)
            let comparison = try Self.comparison(Self.image(8, 8), actual, options)
            #expect(comparison.differentPixels == 1)
            #expect(comparison.boundingBox == PixelRect(x: 5, y: 1, width: 1, height: 1))
            #expect(comparison.classification.filter { $0 == .ignored }.count == 9 + 4)
            #expect(comparison.classification[1 * 8 + 1] == .ignored)
            #expect(comparison.classification[1 * 8 + 5] == .different)
            // The ignored pixels changed by 255, the counted one by 155.
            #expect(comparison.largestChannelDelta == 155)
        }
    }

    @Test func changesOnlyInIgnoredRegionsCountNothing() throws {
        let actual = Self.image(4, 4, [(3, 3)])
        let options = PixelDiffOptions(
            threshold: 0.1, ignoredRegions: [PixelRect(x: 3, y: 3, width: 1, height: 1)])
        let comparison = try Self.comparison(Self.image(4, 4), actual, options)
        #expect(
            comparison.differentPixels == 0 && comparison.clusters.isEmpty
                && comparison.boundingBox == nil)
        #expect(comparison.largestChannelDelta == 0)
        #expect(comparison.classification[15] == .ignored)
    }

    @Test func clustersAreEightConnectedLargestFirst() throws {
        let actual = Self.image([
            "...........#",
            ".###.....#..",
            ".###....#...",
            ".###...#....",
            "......#....#",
            "#...........",
        ])
        let comparison = try Self.comparison(Self.image(12, 6), actual)
        #expect(comparison.differentPixels == 9 + 4 + 3)
        #expect(
            comparison.clusters == [
                PixelCluster(
                    boundingBox: PixelRect(x: 1, y: 1, width: 3, height: 3), pixelCount: 9),
                PixelCluster(
                    boundingBox: PixelRect(x: 6, y: 1, width: 4, height: 4), pixelCount: 4),
                // Equal sizes: in row-major order of their first pixel.
                PixelCluster(
                    boundingBox: PixelRect(x: 11, y: 0, width: 1, height: 1), pixelCount: 1),
                PixelCluster(
                    boundingBox: PixelRect(x: 11, y: 4, width: 1, height: 1), pixelCount: 1),
                PixelCluster(
                    boundingBox: PixelRect(x: 0, y: 5, width: 1, height: 1), pixelCount: 1),
            ])
        #expect(comparison.boundingBox == PixelRect(x: 0, y: 0, width: 12, height: 6))
    }

    @Test func runsJoinedLaterMergeIntoOneCluster() throws {
        // A U whose two arms meet only in its last row, and a W whose three arms join late.
        let actual = Self.image([
            "#..#..#...#...#",
            "#..#...#..#..#.",
            "####....#####..",
            "...............",
            "..#.#..........",
        ])
        let comparison = try Self.comparison(Self.image(15, 5), actual)
        #expect(comparison.clusters.map(\.pixelCount) == [11, 8, 1, 1])
        #expect(comparison.clusters[0].boundingBox == PixelRect(x: 6, y: 0, width: 9, height: 3))
        #expect(comparison.clusters[1].boundingBox == PixelRect(x: 0, y: 0, width: 4, height: 3))
        #expect(comparison.clusters[2].boundingBox == PixelRect(x: 2, y: 4, width: 1, height: 1))
        #expect(comparison.clusters[3].boundingBox == PixelRect(x: 4, y: 4, width: 1, height: 1))
    }

    @Test func antialiasedPixelsAreNotCountedUnlessIncluded() throws {
        // A black square on white, its right edge half covered in one image only.
        var expected = Self.image(9, 9)
        var actual = Self.image(9, 9)
        for y in 2..<7 {
            for x in 2..<6 {
                expected[x, y] = Self.black
                actual[x, y] = Self.black
            }
            actual[6, y] = Color(red: 128, green: 128, blue: 128)
        }
        let ignoringAA = try Self.comparison(expected, actual, PixelDiffOptions(threshold: 0.1))
        let includingAA = try Self.comparison(
            expected, actual, PixelDiffOptions(threshold: 0.1, includeAA: true))
        #expect(includingAA.differentPixels == 5 && includingAA.antialiasedPixels == 0)
        #expect(ignoringAA.differentPixels + ignoringAA.antialiasedPixels == 5)
        #expect(ignoringAA.antialiasedPixels > 0)
        #expect(ignoringAA.classification[4 * 9 + 6] == .antialiased)
        // Exact mode never runs the detector.
        #expect(try Self.comparison(expected, actual).differentPixels == 5)
    }

    @Test func sparseChangesMatchAWholeImageScan() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<20 {
            let width = 1 + next(40)
            let height = 1 + next(40)
            let expected = Self.image(width, height)
            var actual = expected
            for _ in 0..<next(6) {
                actual.pixels[next(width * height * 4)] ^= UInt8(1 + next(255))
            }
            var changed = 0
            for pixel in 0..<width * height
            where expected.pixels[pixel * 4..<pixel * 4 + 4]
                != actual.pixels[pixel * 4..<pixel * 4 + 4]
            {
                changed += 1
            }
            let comparison = try Self.comparison(expected, actual)
            #expect(comparison.differentPixels == changed, "round \(round): \(width)×\(height)")
            #expect(comparison.clusters.reduce(0) { $0 + $1.pixelCount } == changed)
        }
    }
}
