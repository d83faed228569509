/// The outcome of `PixelDiff.compare`: sizes differ (odiff's `layout` result, pixelmatch's
/// "Image sizes do not match"), or the pixels were compared.
public enum PixelDiffResult: Sendable {
    /// The images have different sizes; no pixel was compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// Same size; the comparison says how many pixels differ, and where.
    case compared(PixelComparison)
}
