import LayoutshotCore

/// Pixel comparison of two RGBA images with pixelmatch's semantics and counts.
///
/// The orchestrator follows mapbox/pixelmatch's `index.js` (ported as PyPI's pixelmatch 0.4.0,
/// `core.py`): validate, identical-image fast path, then per pixel the YIQ `colorDelta`
/// against the threshold and, over it, the `antialiased()` detector. Unlike pixelmatch it
/// visits only the rows that differ, skips equal pixels (whose delta is 0), and also reports
/// where the differences are.
///
/// ```swift
/// switch PixelDiff.compare(reference, rendered, options: PixelDiffOptions(threshold: 0.1)) {
/// case .sizeMismatch(let expected, let actual): print("\(expected) vs \(actual)")
/// case .compared(let comparison): print(comparison.differentPixels, "pixels differ")
/// }
/// ```
public enum PixelDiff {
    /// Compares `actual` against `expected`, pixel by pixel.
    ///
    /// - Parameters:
    ///   - expected: The reference (pixelmatch's `img1`; AA detection looks at both images).
    ///   - actual: The new image (`img2`).
    ///   - options: Exact or pixelmatch's threshold, `includeAA`, ignored regions.
    /// - Returns: `.sizeMismatch` when the sizes differ, otherwise the comparison. With a
    ///   threshold, `differentPixels` equals pixelmatch's return value for the same
    ///   `threshold` and `includeAA`.
    /// - Complexity: O(width × height) `memcmp`-speed bytes for the fast path, then O(pixels) only
    ///   over the rows between the first and the last differing row, plus one byte per pixel of
    ///   classification when anything differs.
    public static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage,
        options: PixelDiffOptions = .init()
    ) -> PixelDiffResult {
        // 1. Validate: pixelmatch throws "Image sizes do not match"; we report both sizes.
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(
                expected: PixelSize(width: expected.width, height: expected.height),
                actual: PixelSize(width: actual.width, height: actual.height))
        }
        let (width, height) = (expected.width, expected.height)
        return expected.pixels.withUnsafeBufferPointer { expectedBytes in
            actual.pixels.withUnsafeBufferPointer { actualBytes in
                guard let expectedBase = expectedBytes.baseAddress,
                    let actualBase = actualBytes.baseAddress,
                    width > 0, height > 0
                else {
                    return .compared(.identical(width: width, height: height))
                }
                let pair = PixelPair(
                    width: width, height: height, expected: expectedBase, actual: actualBase)

                // 2. Identical-image fast path (pixelmatch: `if img1 == img2: return 0`), by
                //    memcmp, which also finds the first and last rows that differ.
                guard let rows = changedRows(pair) else {
                    return .compared(.identical(width: width, height: height))
                }

                // 3. Ignored regions: pre-classified, so the per-pixel stage skips them.
                var classification = [PixelClass](repeating: .same, count: width * height)
                let tally = classification.withUnsafeMutableBufferPointer { classes in
                    markIgnoredRegions(
                        options.ignoredRegions, width: width, height: height, in: classes)

                    // 4. Compare each pixel of the changed rows (pixelmatch's main loop).
                    return classifyRows(rows, of: pair, options: options, into: classes)
                }

                // 5. Group the different pixels into 8-connected clusters.
                let (clusters, boundingBox) = classification.withUnsafeBufferPointer { classes in
                    findClusters(rows: tally.rowsWithDifferences, width: width, classes: classes)
                }

                return .compared(
                    PixelComparison(
                        width: width, height: height, differentPixels: tally.differentPixels,
                        antialiasedPixels: tally.antialiasedPixels, boundingBox: boundingBox,
                        clusters: clusters,
                        largestChannelDelta: tally.largestChannelDelta,
                        classification: classification))
            }
        }
    }
}
