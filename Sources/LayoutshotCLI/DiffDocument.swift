import LayoutshotCore
import LayoutshotDiff

/// What `layoutshot diff --json` prints, on one line: `{"match", "width", "height",
/// "differentPixels", "antialiasedPixels", "ratio", "boundingBox", "largestChannelDelta",
/// "clusters": [{"boundingBox", "pixels"}]}`, or for pictures of two sizes `{"match": false,
/// "sizeMismatch": true, "expected": {"width", "height"}, "actual": {…}}`. `boundingBox` is
/// `null` where no pixel differs; `ratio` is written in full.
struct DiffDocument: JSONOutputStyled {
    static let jsonOutputStyle = JSONOutputStyle.oneLine

    let result: PixelDiffResult

    private enum Key: String, CodingKey {
        case match, sizeMismatch, expected, actual, width, height, differentPixels,
            antialiasedPixels, ratio
        case boundingBox, largestChannelDelta, clusters
    }

    /// A cluster as the document names its members.
    private struct Cluster: Encodable {
        var boundingBox: PixelRect
        var pixels: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch result {
        case .sizeMismatch(let expected, let actual):
            try container.encode(false, forKey: .match)
            try container.encode(true, forKey: .sizeMismatch)
            try container.encode(expected, forKey: .expected)
            try container.encode(actual, forKey: .actual)
        case .compared(let comparison):
            try container.encode(comparison.differentPixels == 0, forKey: .match)
            try container.encode(comparison.width, forKey: .width)
            try container.encode(comparison.height, forKey: .height)
            try container.encode(comparison.differentPixels, forKey: .differentPixels)
            try container.encode(comparison.antialiasedPixels, forKey: .antialiasedPixels)
            try container.encode(JSONExactNumber(comparison.ratio), forKey: .ratio)
            // `null`, not left out: every comparison has the same members.
            try container.encode(comparison.boundingBox, forKey: .boundingBox)
            try container.encode(comparison.largestChannelDelta, forKey: .largestChannelDelta)
            try container.encode(
                comparison.clusters.map {
                    Cluster(boundingBox: $0.boundingBox, pixels: $0.pixelCount)
                },
                forKey: .clusters)
        }
    }
}
