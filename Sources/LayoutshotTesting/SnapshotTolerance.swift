import LayoutshotDiff

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
}
