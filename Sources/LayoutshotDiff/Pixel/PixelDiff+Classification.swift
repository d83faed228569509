extension PixelDiff {
    /// Stage 4, pixelmatch's main loop over the rows `rows`: for each pixel whose bytes
    /// differ (pixelmatch's `color_delta` is 0 for equal bytes, so equal pixels never count):
    /// - exact mode: `.different`;
    /// - with a threshold: the squared YIQ distance (`color_delta`) against
    ///   `maxDelta = 35215 × threshold²`; over it, `.antialiased` when `antialiased(img1, …, img2)
    ///   or antialiased(img2, …, img1)` and not `includeAA`, otherwise `.different`.
    ///
    /// Rows whose bytes are equal are skipped with one `memcmp`, and equal pixels two at a time.
    /// A changed pixel with the same pair of colours as the previous changed one reuses its
    /// colour distance (flat areas repeat one pair). `.ignored` pixels count for nothing.
    /// - Complexity: O(changed rows × width); the detector runs only for pixels over the threshold.
    static func classifyRows(_ rows: ClosedRange<Int>, of pair: PixelPair, options: PixelDiffOptions,
                             into classes: UnsafeMutableBufferPointer<PixelClass>) -> PixelTally {
        let maxDelta = options.maxDelta
        let detectsAntialiasing = options.maxDelta != nil && !options.includeAA
        let hasIgnoredRegions = !options.ignoredRegions.isEmpty
        let detector = AntialiasingDetector(width: pair.width, height: pair.height)
        let (expected, actual, width) = (pair.expected, pair.actual, pair.width)
        let expectedRaw = UnsafeRawPointer(expected), actualRaw = UnsafeRawPointer(actual)
        var tally = PixelTally()
        var largest: UInt32 = 0
        // The last changed pair of colours and whether it was over the threshold.
        var lastExpected: UInt32 = 0, lastActual: UInt32 = 0, lastOver = false, hasLast = false

        for y in rows where !pair.rowsEqual(y ..< y + 1) {
            let rowStart = y &* width
            let differentBefore = tally.differentPixels
            var x = 0
            while x < width {
                let index = rowStart &+ x
                // Two equal pixels at a time.
                if x &+ 1 < width && expectedRaw.loadUnaligned(fromByteOffset: index &* 4, as: UInt64.self)
                    == actualRaw.loadUnaligned(fromByteOffset: index &* 4, as: UInt64.self) {
                    x &+= 2
                    continue
                }
                defer { x &+= 1 }
                let expectedWord = PixelPair.word(expected, index)
                let actualWord = PixelPair.word(actual, index)
                if expectedWord == actualWord || (hasIgnoredRegions && classes[index] == .ignored) { continue }

                if !hasLast || expectedWord != lastExpected || actualWord != lastActual {
                    largest = Swift.max(largest, largestChannelDelta(expectedWord, actualWord))
                    // Exact mode: every changed pixel is over the threshold.
                    lastOver = maxDelta.map { YIQ.delta(expected + index &* 4, actual + index &* 4) > $0 } ?? true
                    (lastExpected, lastActual, hasLast) = (expectedWord, actualWord, true)
                }
                // Within the threshold: the pixels are similar.
                if !lastOver { continue }
                // Over it: a real rendering difference, or just anti-aliasing?
                if detectsAntialiasing
                    && (detector.isAntialiased(x: x, y: y, in: expected, other: actual)
                        || detector.isAntialiased(x: x, y: y, in: actual, other: expected)) {
                    classes[index] = .antialiased
                    tally.antialiasedPixels &+= 1
                } else {
                    classes[index] = .different
                    tally.differentPixels &+= 1
                }
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
