import Foundation
import LayoutshotTestSupport

/// A PNG file's pixels, read with libpng's simplified API (test support).
struct PNGPixels {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    init(_ url: URL) throws {
        let image = try PNGTestImage(contentsOfFile: url.path)
        width = image.width
        height = image.height
        rgba = image.rgba
    }

    /// The mean absolute difference per channel, in levels.
    func meanDifference(from other: PNGPixels) -> Double {
        let count = min(rgba.count, other.rgba.count)
        var total = 0
        for index in 0..<count { total += abs(Int(rgba[index]) - Int(other.rgba[index])) }
        return Double(total) / Double(max(count, 1))
    }

    /// Pixels where any channel differs by more than `tolerance`.
    func countPixels(differingFrom other: PNGPixels, by tolerance: Int) -> Int {
        var count = 0
        for index in stride(from: 0, to: min(rgba.count, other.rgba.count), by: 4) {
            for channel in 0..<4
            where abs(Int(rgba[index + channel]) - Int(other.rgba[index + channel])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
