import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotRender
import Testing

/// `PixelDiff` against the reference implementation: for every pair in `Fixtures/pixelmatch`
/// (see its README) and every threshold × `includeAA` setting, our counts MUST equal
/// pixelmatch 0.4.0's, which `scripts/pixelmatch/make_fixtures.py` recorded in `counts.json`.
struct PixelDiffPixelmatchTests {
    /// `counts.json`.
    struct Counts: Decodable {
        var pixelmatch: String
        var pairs: [Pair]
    }

    /// One image pair and pixelmatch's answers for it.
    struct Pair: Decodable, CustomTestStringConvertible, Sendable {
        var name: String
        var width: Int
        var height: Int
        /// Pixels whose RGBA bytes differ.
        var exact: Int
        var settings: [Setting]

        var testDescription: String { "\(name) (\(width)×\(height))" }
    }

    /// pixelmatch's return value (`different`) and AA-coloured pixels for one setting.
    struct Setting: Decodable, Sendable {
        var threshold: Double
        var includeAA: Bool
        var different: Int
        var antialiased: Int
    }

    /// The fixture folder inside the test bundle.
    static let folder: URL? = Bundle.module.resourceURL?
        .appendingPathComponent("Fixtures", isDirectory: true)
        .appendingPathComponent("pixelmatch", isDirectory: true)

    /// Every pair of `counts.json`; a placeholder that fails when it is missing, so that a
    /// packaging mistake cannot pass silently.
    static let pairs: [Pair] = {
        guard let folder,
            let data = try? Data(contentsOf: folder.appendingPathComponent("counts.json")),
            let counts = try? JSONDecoder().decode(Counts.self, from: data), !counts.pairs.isEmpty
        else {
            return [
                Pair(
                    name: "<missing or unreadable Fixtures/pixelmatch/counts.json>", width: 0,
                    height: 0,
                    exact: -1, settings: [])
            ]
        }
        return counts.pairs
    }()

    static let regenerate = "Regenerate the fixtures with `bash scripts/pixelmatch/regenerate.sh`."

    @Test("Counts equal pixelmatch 0.4.0's for every threshold and includeAA", arguments: pairs)
    func matchesPixelmatch(_ pair: Pair) throws {
        let (expected, actual) = try Self.images(of: pair)
        try #require(
            pair.settings.count == 8,
            "\(pair.name): expected 4 thresholds × 2 includeAA. \(Self.regenerate)")
        for setting in pair.settings {
            let options = PixelDiffOptions(
                threshold: setting.threshold, includeAA: setting.includeAA)
            let comparison = try Self.comparison(expected, actual, options)
            let label =
                "\(pair.name), threshold \(setting.threshold), includeAA \(setting.includeAA)"
            #expect(
                comparison.differentPixels == setting.different,
                """
                \(label): \(comparison.differentPixels) different pixels, \
                pixelmatch counts \(setting.different)
                """)
            #expect(
                comparison.antialiasedPixels == setting.antialiased,
                """
                \(label): \(comparison.antialiasedPixels) anti-aliased pixels, \
                pixelmatch drew \(setting.antialiased)
                """)
            let classified = comparison.classification.reduce(into: [0, 0, 0, 0]) {
                $0[Int($1.rawValue)] += 1
            }
            #expect(
                classified[1] == comparison.differentPixels
                    && classified[2] == comparison.antialiasedPixels,
                "\(label): the classification disagrees with the counts: \(classified)")
            #expect(
                comparison.clusters.reduce(0) { $0 + $1.pixelCount } == comparison.differentPixels,
                "\(label): the clusters do not add up to the different pixels")
        }
    }

    @Test("Exact mode counts the pixels whose bytes differ", arguments: pairs)
    func exactCount(_ pair: Pair) throws {
        let (expected, actual) = try Self.images(of: pair)
        let comparison = try Self.comparison(expected, actual, PixelDiffOptions())
        #expect(
            comparison.differentPixels == pair.exact,
            """
            \(pair.name): \(comparison.differentPixels) pixels differ in exact mode, \
            the generator counted \(pair.exact)
            """)
        #expect(comparison.antialiasedPixels == 0)
        #expect(comparison.classification.isEmpty == (pair.exact == 0))
    }

    /// Decodes `NAME.a.png` and `NAME.b.png` with our PNG codec.
    static func images(of pair: Pair) throws -> (RGBAImage, RGBAImage) {
        let folder = try #require(folder, "The test bundle has no Fixtures/pixelmatch folder.")
        func load(_ suffix: String) throws -> RGBAImage {
            let url = folder.appendingPathComponent("\(pair.name).\(suffix).png")
            let bytes = try #require(
                FileManager.default.contents(atPath: url.path),
                "No fixture at \(url.path). \(regenerate)")
            let image = try PNGCodec.decode([UInt8](bytes), file: url.path).image
            try #require(
                image.width == pair.width && image.height == pair.height,
                """
                \(url.lastPathComponent) is \(image.width)×\(image.height), counts.json says \
                \(pair.width)×\(pair.height). \(regenerate)
                """)
            return image
        }
        return (try load("a"), try load("b"))
    }

    /// The comparison of a same-size pair; fails the test on a size mismatch.
    static func comparison(
        _ expected: RGBAImage, _ actual: RGBAImage, _ options: PixelDiffOptions
    ) throws -> PixelComparison {
        guard case .compared(let comparison) = PixelDiff.compare(expected, actual, options: options)
        else {
            throw SizeMismatch()
        }
        return comparison
    }

    /// A same-size pair that `PixelDiff` reported as differently sized.
    struct SizeMismatch: Error {}
}
