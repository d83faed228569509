/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a changed pixel is anti-aliasing when, in one image, its
/// neighbours hold both a darker and a brighter pixel, and one of those two is part of a flat
/// area (3+ equal neighbours) in both images.
///
/// A port of pixelmatch 0.4.0's `antialiased` and `has_many_siblings` (`utils.py`), visiting
/// neighbours in the same order (columns outer, rows inner) so that ties pick the same darkest
/// and brightest pixel, each with one `NeighbourScan`. Pixels on the image's edge take a
/// bounds-checked path; the others read their 8 neighbours at fixed offsets.
struct AntialiasingDetector {
    /// Columns of both images.
    let width: Int
    /// Rows of both images.
    let height: Int

    /// `antialiased(img, x1, y1, width, height, img2)`: whether pixel (`x1`, `y1`) of `image`
    /// is likely anti-aliasing, `other` being the image it is compared with.
    /// - Complexity: O(1): at most 8 neighbours, then up to four 8-neighbour sibling checks.
    @inline(__always)
    func isAntialiased(
        x x1: Int, y y1: Int, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>
    ) -> Bool {
        guard x1 > 0, y1 > 0, x1 < width - 1, y1 < height - 1 else {
            return isAntialiasedOnEdge(x: x1, y: y1, in: image, other: other)
        }
        let center = y1 &* width &+ x1
        var scan = NeighbourScan(image: image, center: center)
        // pixelmatch's order: columns outer, rows inner. `visit` is true once more than 2
        // siblings are equal: definitely not anti-aliasing.
        let w = width
        if scan.visit(center &- w &- 1) || scan.visit(center &- 1) || scan.visit(center &+ w &- 1)
            || scan.visit(center &- w) || scan.visit(center &+ w)
            || scan.visit(center &- w &+ 1) || scan.visit(center &+ 1)
            || scan.visit(center &+ w &+ 1)
        {
            return false
        }
        return verdict(scan, in: image, other: other)
    }

    /// `isAntialiased` for a pixel on the image's edge: pixelmatch's loops over the clamped
    /// neighbourhood, where the missing neighbours count as one equal sibling.
    func isAntialiasedOnEdge(
        x x1: Int, y y1: Int, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>
    ) -> Bool {
        let x0 = Swift.max(x1 - 1, 0)
        let y0 = Swift.max(y1 - 1, 0)
        let x2 = Swift.min(x1 + 1, width - 1)
        let y2 = Swift.min(y1 + 1, height - 1)
        var scan = NeighbourScan(image: image, center: y1 * width + x1)
        scan.zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if scan.visit(y * width + x) { return false }
            }
        }
        return verdict(scan, in: image, other: other)
    }

    /// What the scan of a pixel's neighbours says: without both a darker and a brighter sibling
    /// it is not anti-aliasing; with them, it is when the darkest or the brightest sibling is in
    /// a flat area in both images.
    @inline(__always)
    private func verdict(
        _ scan: NeighbourScan, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>
    ) -> Bool {
        if scan.minDelta == 0 || scan.maxDelta == 0 { return false }
        return
            (hasManySiblings(scan.darkest, in: image) && hasManySiblings(scan.darkest, in: other))
            || (hasManySiblings(scan.brightest, in: image)
                && hasManySiblings(scan.brightest, in: other))
    }

    /// `has_many_siblings(img, x1, y1, width, height)`: whether pixel `index` (row-major) has 3
    /// or more neighbours with exactly its bytes (a pixel on the image's edge starts with one).
    /// The answer does not depend on the visiting order.
    func hasManySiblings(_ index: Int, in image: UnsafePointer<UInt8>) -> Bool {
        let x1 = index % width
        let y1 = index / width
        let centerWord = PixelPair.word(image, index)
        guard x1 > 0, y1 > 0, x1 < width - 1, y1 < height - 1 else {
            let x0 = Swift.max(x1 - 1, 0)
            let y0 = Swift.max(y1 - 1, 0)
            let x2 = Swift.min(x1 + 1, width - 1)
            let y2 = Swift.min(y1 + 1, height - 1)
            var zeroes = 1  // on the edge
            for x in x0...x2 {
                for y in y0...y2
                where (x != x1 || y != y1) && PixelPair.word(image, y * width + x) == centerWord {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
            return false
        }
        let w = width
        @inline(__always) func equal(_ neighbour: Int) -> Int {
            PixelPair.word(image, neighbour) == centerWord ? 1 : 0
        }
        let above = equal(index &- w &- 1) &+ equal(index &- w) &+ equal(index &- w &+ 1)
        let beside = equal(index &- 1) &+ equal(index &+ 1)
        let below = equal(index &+ w &- 1) &+ equal(index &+ w) &+ equal(index &+ w &+ 1)
        return above &+ beside &+ below > 2
    }
}
