/// How `PixelDiff.compare` decides that two pixels differ.
///
/// ```swift
/// let exact = PixelDiffOptions()                       // any byte differs
/// let tolerant = PixelDiffOptions(threshold: 0.1)      // pixelmatch's defaults
/// ```
public struct PixelDiffOptions: Hashable, Sendable {
    /// `nil`: exact comparison (a pixel differs when any of its RGBA bytes differ; no
    /// anti-aliasing detection). `0...1`: pixelmatch's YIQ threshold (its default is 0.1): a pixel
    /// differs when its squared YIQ distance exceeds `35215 × threshold²`. Values outside `0...1`
    /// trap in debug builds and are clamped otherwise.
    public var threshold: Double?
    /// Count anti-aliased pixels as differences (pixelmatch's `includeAA`), which also skips the
    /// anti-aliasing detector. Only with a threshold.
    public var includeAA: Bool
    /// Pixel rectangles to leave out of the comparison (e.g. a node's frame at the scale). Their
    /// pixels are classified `.ignored`, never counted, and left out of `largestChannelDelta`;
    /// the anti-aliasing detector still reads them as neighbours.
    public var ignoredRegions: [PixelRect]

    /// Creates options; the defaults are an exact comparison of every pixel.
    public init(threshold: Double? = nil, includeAA: Bool = false, ignoredRegions: [PixelRect] = [])
    {
        self.threshold = threshold
        self.includeAA = includeAA
        self.ignoredRegions = ignoredRegions
    }

    /// pixelmatch's `maxDelta = 35215 * threshold * threshold` (35215 is the largest possible
    /// YIQ distance), or `nil` for an exact comparison.
    var maxDelta: Double? {
        guard let threshold else { return nil }
        assert(
            threshold >= 0 && threshold <= 1,
            "PixelDiffOptions: threshold must be in 0...1, got \(threshold)")
        let clamped = threshold.isNaN ? 0 : Swift.min(Swift.max(threshold, 0), 1)
        return YIQ.maxDelta * clamped * clamped
    }
}
