import ArgumentParser
import Dispatch
import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotRender

/// `layoutshot diff A.png B.png`: compares two pictures.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files pixel by pixel.",
        discussion: """
            Without --threshold the comparison is exact (decoded pixels, not file bytes). With it, \
            colours are compared as pixelmatch does (YIQ distance, 0…1; pixelmatch's default is \
            0.1) and anti-aliased pixels are counted apart unless --include-aa; the count of \
            differing pixels equals pixelmatch's for the same settings. \
            Exits 0 when the pictures match, 1 when they differ (or differ in size), 2 on bad input.

            Examples:
              layoutshot diff reference.png actual.png
              layoutshot diff reference.png actual.png --threshold 0.1 -o diff.png
              layoutshot diff reference.png actual.png --json
            """
    )

    @Argument(help: "The reference PNG.") var reference: String
    @Argument(help: "The actual PNG.") var actual: String

    @Option(
        name: .short,
        help: "Write the diff picture here (reference faded, changes red, anti-aliasing yellow).")
    var output: String?

    @OptionGroup var comparison: ComparisonOptions

    @Flag(name: .long, help: "Print the result as one JSON object.")
    var json = false

    func validate() throws {
        if comparison.includeAA && comparison.threshold == nil {
            throw ValidationError(
                "--include-aa needs --threshold (exact comparison has no anti-aliasing).")
        }
    }

    func run() throws {
        // The two decodes are most of the command's time: one per core.
        let decoded = Self.decodeInParallel([reference, actual])
        let expected = try decoded[0].get()
        let current = try decoded[1].get()
        let result = PixelDiff.compare(
            expected, current, options: comparison.pixelDiff)
        if let output {
            let picture: RGBAImage =
                switch result {
                case .compared(let comparison):
                    DiffPictures.diffImage(expected: expected, comparison: comparison)
                case .sizeMismatch:
                    DiffPictures.composite(expected: expected, diff: nil, actual: current)
                }
            try AtomicFile.write(try PNGCodec.encode(picture), to: output)
        }
        try StandardOutput.write(json ? try DiffReport.json(result) : DiffReport.text(result))
        try (DiffReport.matches(result) ? CommandResult.matched : .differencesFound).finish()
    }

    static func decodeInParallel(_ paths: [String]) -> [Result<RGBAImage, any Error>] {
        let slots = FixtureWorkers.Slots<Result<RGBAImage, any Error>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.set(index, Result { try decode(paths[index]) })
        }
        return slots.values
    }

    static func decode(_ path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason =
                FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw RenderError.cannotRead(file: path, reason: reason)
        }
        return try PNGCodec.decode([UInt8](data), file: path).image
    }
}

/// The words and the JSON of a pixel comparison.
enum DiffReport {
    static func matches(_ result: PixelDiffResult) -> Bool {
        if case .compared(let comparison) = result { return comparison.differentPixels == 0 }
        return false
    }

    static func text(_ result: PixelDiffResult) -> String {
        switch result {
        case .sizeMismatch(let expected, let actual):
            return
                "The pictures differ in size: reference \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px.\n"
        case .compared(let comparison):
            guard comparison.differentPixels > 0 else {
                return "The pictures match (\(comparison.width)×\(comparison.height) px"
                    + (comparison.antialiasedPixels > 0
                        ? ", \(comparison.antialiasedPixels) anti-aliased pixels ignored" : "")
                    + ").\n"
            }
            var text =
                "\(comparison.differentPixels) of \(comparison.width * comparison.height) pixels differ "
                + "(\(SnapshotComparison.percent(comparison.ratio)))"
            if comparison.antialiasedPixels > 0 {
                text += ", plus \(comparison.antialiasedPixels) anti-aliased"
            }
            if let box = comparison.boundingBox {
                text += "; within (\(box.x), \(box.y)) \(box.width)×\(box.height)"
            }
            text +=
                "; \(comparison.clusters.count) region\(comparison.clusters.count == 1 ? "" : "s")"
            text += "; largest channel change \(comparison.largestChannelDelta).\n"
            return text
        }
    }

    static func json(_ result: PixelDiffResult) throws -> String {
        try JSONOutputEncoder().string(of: DiffDocument(result: result))
    }
}
