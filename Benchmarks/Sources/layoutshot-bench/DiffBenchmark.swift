import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotRender

/// Times the pixel diff on 1500x2668 screenshot pairs (written by Benchmarks/Scripts/diff_images.py),
/// so each figure sits beside pixelmatch C++'s from Benchmarks/Scripts/pixelmatch_peer.py in the same
/// `make bench` run.
///
/// Every step gets one warm-up and exactly `runs` timed runs, as the peers' `timed` does.
/// The images are decoded once, untimed, for the compare steps.
struct DiffBenchmark {
    /// The pairs, as diff_images.py's `PAIRS`: label, expected file, actual file.
    static let pairs = [
        ("identical", "base", "identical"), ("small", "base", "small"), ("30%", "base", "large"),
    ]
    /// pixelmatch's default threshold, the one the peers run with.
    static let threshold = 0.1

    /// The folder holding base.png, identical.png, small.png and large.png.
    var directory: String
    /// Timed runs per step.
    var runs = 7

    /// Prints one `ReportLine` per step:
    /// - `decode`: `PNGCodec.decode` of base.png (bytes already read); `extra` is the file size.
    /// - `memcmp`: `memcmp` of the two decoded 16 MB buffers of the identical pair (distinct
    ///   allocations): the floor for comparing anything. (For a changed pair `memcmp` stops at
    ///   the first difference, so only the identical pair gives the floor.)
    /// - `exact:PAIR`: `PixelDiff.compare` without a threshold (any byte differs).
    /// - `aa:PAIR`: `PixelDiff.compare` with threshold 0.1 and AA detection on (pixelmatch's
    ///   defaults, the peers' setting).
    /// For the compare steps `extra` is `different/antialiased/clusters`.
    func run() throws {
        let folder = URL(fileURLWithPath: directory)
        func read(_ name: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).png")))
        }
        let baseBytes = try read("base")
        let decode = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try PNGCodec.decode(baseBytes, file: "base.png").image
        } check: { image in
            precondition(
                image.width == 1500 && image.height == 2668,
                "base.png is \(image.width)x\(image.height), not the peers' 1500x2668")
        }
        ReportLine(step: "decode", samples: decode, extra: "\(baseBytes.count)").print()
        // The same picture as a reference Layoutshot writes it (zlib level 1, no filter), decoded.
        let ownBytes = try PNGCodec.encode(try PNGCodec.decode(baseBytes, file: "base.png").image)
        let decodeOwn = try Samples.measure(minRuns: runs, maxRuns: runs) {
            try PNGCodec.decode(ownBytes, file: "base-layoutshot.png").image
        } check: { image in
            precondition(
                image.width == 1500 && image.height == 2668,
                "the re-encoded base.png decodes to another size")
        }
        ReportLine(step: "decode_own", samples: decodeOwn, extra: "\(ownBytes.count)").print()

        var images: [String: RGBAImage] = [:]
        for name in ["base", "identical", "small", "large"] {
            images[name] = try PNGCodec.decode(try read(name), file: "\(name).png").image
        }
        guard let base = images["base"], let identical = images["identical"] else {
            throw DiffBenchmarkError.missingImage("base or identical")
        }

        let floor = Samples.measure(minRuns: runs, maxRuns: runs) {
            base.pixels.withUnsafeBytes { a in
                identical.pixels.withUnsafeBytes { b in
                    guard let a = a.baseAddress, let b = b.baseAddress else { return Int32(-1) }
                    return memcmp(a, b, base.pixels.count)
                }
            }
        } check: {
            precondition($0 == 0, "base.png and identical.png decode to different pixels")
        }
        ReportLine(step: "memcmp", samples: floor, extra: "\(base.pixels.count)").print()

        for (mode, options) in [
            ("exact", PixelDiffOptions()), ("aa", PixelDiffOptions(threshold: Self.threshold)),
        ] {
            for (label, expectedName, actualName) in Self.pairs {
                guard let expected = images[expectedName], let actual = images[actualName] else {
                    throw DiffBenchmarkError.missingImage(actualName)
                }
                var extra = ""
                let samples = Samples.measure(minRuns: runs, maxRuns: runs) {
                    PixelDiff.compare(expected, actual, options: options)
                } check: { result in
                    guard case .compared(let comparison) = result else {
                        preconditionFailure(
                            "\(expectedName).png and \(actualName).png differ in size")
                    }
                    let counts = [
                        comparison.differentPixels, comparison.antialiasedPixels,
                        comparison.clusters.count,
                    ]
                    extra = counts.map(String.init).joined(separator: "/")
                }
                ReportLine(step: "\(mode):\(label)", samples: samples, extra: extra).print()
            }
        }
    }
}

/// Why `layoutshot-bench diff` could not run.
enum DiffBenchmarkError: Error, CustomStringConvertible {
    /// An image of the peers' set is missing or unreadable.
    case missingImage(String)

    var description: String {
        switch self {
        case .missingImage(let name): "the image \(name).png is missing"
        }
    }
}
