/// What the pixel diff made of one pixel.
///
/// The raw values are stable (the classification is one byte per pixel), and `.same` is 0.
public enum PixelClass: UInt8, Sendable {
    /// Equal bytes, or a colour difference within the threshold.
    case same = 0
    /// A difference that counts: `PixelComparison.differentPixels`.
    case different = 1
    /// Over the threshold, but pixelmatch's detector calls it anti-aliasing: not counted unless
    /// `includeAA` (then no pixel is classified so).
    case antialiased = 2
    /// Inside one of `PixelDiffOptions.ignoredRegions`, whatever its bytes.
    case ignored = 3
}
