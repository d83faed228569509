import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout

/// How different a picture may be and still match. The default is exact: not one pixel.
/// With a `threshold`, colours are compared as pixelmatch does (YIQ distance, 0…1) and
/// anti-aliased pixels are not counted unless `includeAA`.
///
/// ```swift
/// assertLayoutSnapshot(of: cell, as: .png, tolerance: SnapshotTolerance(threshold: 0.1, maxDiffPixels: 20))
/// ```
public struct SnapshotTolerance: Hashable, Sendable {
    public var threshold: Double?
    public var includeAA: Bool
    public var maxDiffPixels: Int
    public var maxDiffRatio: Double
    /// Node ids whose frames are left out of the comparison.
    public var ignoredNodes: [String]

    public init(threshold: Double? = nil, includeAA: Bool = false, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0,
                ignoredNodes: [String] = []) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.ignoredNodes = ignoredNodes
    }

    /// Not one pixel may differ.
    public static let exact = SnapshotTolerance()

    /// The pixel diff's options for a layout drawn at `scale`: the ignored nodes' frames, in
    /// pixels, are left out (clamped to ±2^31, so an extreme frame neither traps nor overflows).
    public func pixelOptions(layout: Layout, scale: Double) -> PixelDiffOptions {
        let pixel = { (points: Double) in
            Int(saturating: Swift.max(-0x8000_0000, Swift.min(0x8000_0000, (points * scale).rounded())))
        }
        let ignored = layout.absoluteFrames(scale: scale).filter { frame in frame.id.map(ignoredNodes.contains) ?? false }
            .map { frame in
                PixelRect(x: pixel(frame.frame.minX), y: pixel(frame.frame.minY), width: pixel(frame.frame.size.width),
                          height: pixel(frame.frame.size.height))
            }
        return PixelDiffOptions(threshold: threshold, includeAA: includeAA, ignoredRegions: ignored)
    }
}
