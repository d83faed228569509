/// Two same-size images compared: how many pixels differ, and where.
///
/// ```swift
/// let options = PixelDiffOptions(threshold: 0.1)
/// if case .compared(let comparison) = PixelDiff.compare(reference, actual, options: options),
///    comparison.differentPixels > 0 {
///     print(comparison.differentPixels, comparison.clusters.first?.boundingBox as Any)
/// }
/// ```
public struct PixelComparison: Sendable {
    /// Columns of both images.
    public var width: Int
    /// Rows of both images.
    public var height: Int
    /// Pixels that differ. With a threshold this equals pixelmatch's return value for the same
    /// `threshold` and `includeAA`; without, it counts pixels whose RGBA bytes differ.
    public var differentPixels: Int
    /// Pixels over the threshold that pixelmatch classifies as anti-aliasing (the ones it draws
    /// yellow). They are not in `differentPixels`; with `includeAA`, or without a threshold,
    /// the detector does not run and this is 0.
    public var antialiasedPixels: Int
    /// The smallest rectangle holding every different pixel; `nil` when there is none.
    public var boundingBox: PixelRect?
    /// The 8-connected components of the different pixels, largest first; equal sizes in
    /// row-major order of their first pixel.
    public var clusters: [PixelCluster]
    /// The largest `|expected - actual|` over R, G, B and A of every pixel outside the ignored
    /// regions (0...255): 1 or 2 means a uniform rounding drift, not a visible change.
    public var largestChannelDelta: Int
    /// One class per pixel, row-major (`y * width + x`); empty when the images are identical.
    public var classification: [PixelClass]

    /// `differentPixels / (width × height)`; 0 for an empty image.
    public var ratio: Double {
        let count = width * height
        return count > 0 ? Double(differentPixels) / Double(count) : 0
    }

    /// Creates a comparison from its parts (`PixelDiff.compare` makes them; tests and pictures
    /// may build their own).
    public init(
        width: Int, height: Int, differentPixels: Int, antialiasedPixels: Int,
        boundingBox: PixelRect?,
        clusters: [PixelCluster], largestChannelDelta: Int, classification: [PixelClass]
    ) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.boundingBox = boundingBox
        self.clusters = clusters
        self.largestChannelDelta = largestChannelDelta
        self.classification = classification
    }

    /// Two identical `width`×`height` images: nothing differs and nothing is classified.
    static func identical(width: Int, height: Int) -> PixelComparison {
        PixelComparison(
            width: width, height: height, differentPixels: 0, antialiasedPixels: 0,
            boundingBox: nil,
            clusters: [], largestChannelDelta: 0, classification: [])
    }
}
