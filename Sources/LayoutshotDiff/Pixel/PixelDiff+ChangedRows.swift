extension PixelDiff {
    /// Rows per `memcmp` block while looking for the first and last differing rows: about
    /// 64 KiB, so identical images cost a few hundred `memcmp` calls, each at full speed.
    static let blockBytes = 1 << 16

    /// Stage 2, pixelmatch's identical-image fast path (`img1 == img2`): the range from the
    /// first to the last row whose bytes differ, or `nil` when the images are identical.
    ///
    /// Scans from the top in `memcmp` blocks until a block differs, then row by row inside it;
    /// then the same from the bottom, never past the first differing row. Every byte is
    /// compared at most once.
    /// - Complexity: O(width × height) at `memcmp` speed.
    static func changedRows(_ pair: PixelPair) -> ClosedRange<Int>? {
        let blockRows = Swift.max(1, blockBytes / pair.rowBytes)
        var top = 0
        while top < pair.height {
            let end = Swift.min(top + blockRows, pair.height)
            if !pair.rowsEqual(top..<end) { break }
            top = end
        }
        guard top < pair.height else { return nil }
        while pair.rowsEqual(top..<top + 1) { top += 1 }

        var bottom = pair.height  // one past the last row still to compare
        while bottom > top + 1 {
            let start = Swift.max(bottom - blockRows, top + 1)
            if !pair.rowsEqual(start..<bottom) { break }
            bottom = start
        }
        var last = bottom - 1
        while last > top && pair.rowsEqual(last..<last + 1) { last -= 1 }
        return top...last
    }
}
