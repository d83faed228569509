import LayoutshotCore
import LayoutshotLayout

/// How different a picture may be and still match. The default is exact: not one pixel.
/// With a `threshold`, colours are compared as pixelmatch does (YIQ distance, 0…1) and
/// anti-aliased pixels are not counted unless `includeAA`.
///
/// ```swift
/// assertLayoutSnapshot(of: cell, as: .png, tolerance: SnapshotTolerance(threshold: 0.1, maxDiffPixels: 20))
/// ```
public struct SnapshotTolerance: Hashable, Sendable {
    /// `nil` (the default) compares exactly: a pixel differs when any of its bytes does. 0…1 compares
    /// as pixelmatch does: a pixel differs when its YIQ colour distance exceeds this share of the
    /// largest one (pixelmatch's default is 0.1).
    public var threshold: Double?
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`); only with a
    /// `threshold`. `false` by default.
    public var includeAA: Bool
    /// How many pixels may differ and the snapshot still match; 0 by default.
    public var maxDiffPixels: Int
    /// The share of all pixels (0…1) that may differ and the snapshot still match; 0 by default.
    /// Both this and `maxDiffPixels` must hold.
    public var maxDiffRatio: Double
    /// Node ids whose frames are left out of the comparison.
    public var ignoredNodes: [String]

    /// Creates a tolerance; the defaults are exact: no threshold, not one differing pixel, no
    /// ignored node.
    public init(
        threshold: Double? = nil, includeAA: Bool = false, maxDiffPixels: Int = 0,
        maxDiffRatio: Double = 0,
        ignoredNodes: [String] = []
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.ignoredNodes = ignoredNodes
    }

    /// Not one pixel may differ.
    public static let exact = SnapshotTolerance()

    /// The pixel diff's options for a layout drawn at `scale`: the ignored nodes' frames, in
    /// pixels, are left out (clamped to ±2^31, so an extreme frame neither traps nor overflows);
    /// without a layout, none is.
    public func pixelOptions(layout: Layout?, scale: Double) -> PixelDiffOptions {
        let pixel = { (points: Double) in
            Int(
                saturating: Swift.max(
                    -0x8000_0000, Swift.min(0x8000_0000, (points * scale).rounded())))
        }
        let ignored = (layout?.absoluteFrames(scale: scale) ?? []).filter {
            $0.id.map(ignoredNodes.contains) ?? false
        }
        .map { frame in
            PixelRect(
                x: pixel(frame.frame.minX), y: pixel(frame.frame.minY),
                width: pixel(frame.frame.size.width),
                height: pixel(frame.frame.size.height))
        }
        return PixelDiffOptions(threshold: threshold, includeAA: includeAA, ignoredRegions: ignored)
    }
}
