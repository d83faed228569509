extension PixelDiff {
    /// Stage 4, pixelmatch's main loop (`core.py`: `color_delta` against `maxDelta`, then
    /// `antialiased()` unless `includeAA`) over the rows `rows`, but only where bytes differ:
    /// rows whose bytes are equal are skipped with one `memcmp`, and equal pixels eight at a
    /// time; every other pixel goes to `ChangedPixelClassifier`.
    /// - Complexity: O(changed rows × width); the detector runs only for pixels over the
    ///   threshold.
    static func classifyRows(
        _ rows: ClosedRange<Int>, of pair: PixelPair, options: PixelDiffOptions,
        into classes: UnsafeMutableBufferPointer<PixelClass>
    ) -> PixelTally {
        var classifier = ChangedPixelClassifier(pair: pair, options: options, classes: classes)
        let expected = UnsafeRawPointer(pair.expected)
        let actual = UnsafeRawPointer(pair.actual)
        let width = pair.width
        let blocks = width / 8 * 8  // columns in whole 8-pixel blocks

        for y in rows where !pair.rowsEqual(y..<y + 1) {
            let rowStart = y &* width
            let differentBefore = classifier.tally.differentPixels
            var x = 0
            while x < blocks {
                let index = rowStart &+ x
                if !equalBytes(expected, actual, at: index &* 4, words: 4) {
                    for pixel in 0..<8 {
                        classifier.classify(x: x &+ pixel, y: y, index: index &+ pixel)
                    }
                }
                x &+= 8
            }
            while x < width {
                classifier.classify(x: x, y: y, index: rowStart &+ x)
                x &+= 1
            }
            if classifier.tally.differentPixels > differentBefore {
                classifier.tally.rowsWithDifferences.append(y)
            }
        }
        var tally = classifier.tally
        tally.largestChannelDelta = Int(classifier.largestChannelDelta)
        return tally
    }

    /// Whether `words` 8-byte words at `offset` are equal in both buffers (branch-free inside).
    @inline(__always)
    static func equalBytes(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, at offset: Int, words: Int
    ) -> Bool {
        var difference: UInt64 = 0
        for word in 0..<words {
            let byte = offset &+ word &* 8
            difference |=
                a.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
                ^ b.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
        }
        return difference == 0
    }
}
