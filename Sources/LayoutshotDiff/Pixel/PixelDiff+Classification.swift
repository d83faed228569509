extension PixelDiff {
    /// Stage 4, pixelmatch's main loop over the rows `rows`: for each pixel whose bytes
    /// differ (pixelmatch's `color_delta` is 0 for equal bytes, so equal pixels never count):
    /// - exact mode: `.different`;
    /// - with a threshold: the squared YIQ distance (`color_delta`) against
    ///   `maxDelta = 35215 × threshold²`; over it, `.antialiased` when `antialiased(img1, …, img2)
    ///   or antialiased(img2, …, img1)` and not `includeAA`, otherwise `.different`.
    ///
    /// Rows whose bytes are equal are skipped with one `memcmp`; `.ignored` pixels are left as
    /// they are and count for nothing.
    /// - Complexity: O(changed rows × width); the detector runs only for pixels over the threshold.
    static func classifyRows(_ rows: ClosedRange<Int>, of pair: PixelPair, options: PixelDiffOptions,
                             into classes: UnsafeMutableBufferPointer<PixelClass>) -> PixelTally {
        let maxDelta = options.maxDelta
        let detectsAntialiasing = maxDelta != nil && !options.includeAA
        let detector = AntialiasingDetector(width: pair.width, height: pair.height)
        let (expected, actual, width) = (pair.expected, pair.actual, pair.width)
        var tally = PixelTally()
        var largest: UInt32 = 0

        for y in rows where !pair.rowsEqual(y ..< y + 1) {
            let rowStart = y &* width
            let differentBefore = tally.differentPixels
            for x in 0 ..< width {
                let index = rowStart &+ x
                let expectedWord = PixelPair.word(expected, index)
                let actualWord = PixelPair.word(actual, index)
                if expectedWord == actualWord || classes[index] == .ignored { continue }
                largest = Swift.max(largest, largestChannelDelta(expectedWord, actualWord))

                if let maxDelta {
                    // The colour difference is within the threshold.
                    if YIQ.delta(expected + index &* 4, actual + index &* 4) <= maxDelta { continue }
                    // Over it: a real rendering difference, or just anti-aliasing?
                    if detectsAntialiasing
                        && (detector.isAntialiased(x: x, y: y, in: expected, other: actual)
                            || detector.isAntialiased(x: x, y: y, in: actual, other: expected)) {
                        classes[index] = .antialiased
                        tally.antialiasedPixels += 1
                        continue
                    }
                }
                classes[index] = .different
                tally.differentPixels += 1
            }
            if tally.differentPixels > differentBefore { tally.rowsWithDifferences.append(y) }
        }
        tally.largestChannelDelta = Int(largest)
        return tally
    }

    /// The largest of the four `|a - b|` between the bytes of two pixel words.
    @inline(__always)
    static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var largest: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let u = (a >> shift) & 0xFF, v = (b >> shift) & 0xFF
            largest = Swift.max(largest, u > v ? u - v : v - u)
            shift += 8
        }
        return largest
    }
}
