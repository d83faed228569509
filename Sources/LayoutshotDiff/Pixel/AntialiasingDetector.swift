/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a changed pixel is anti-aliasing when, in one image, its
/// neighbours hold both a darker and a brighter pixel, and one of those two is part of a flat
/// area (3+ equal neighbours) in both images.
///
/// A port of pixelmatch 0.4.0's `antialiased` and `has_many_siblings` (`utils.py`), visiting
/// neighbours in the same order (columns outer, rows inner) so that ties pick the same darkest
/// and brightest pixel.
struct AntialiasingDetector {
    /// Columns of both images.
    let width: Int
    /// Rows of both images.
    let height: Int

    /// `antialiased(img, x1, y1, width, height, img2)`: whether pixel (`x1`, `y1`) of `image`
    /// is likely anti-aliasing, `other` being the image it is compared with.
    /// - Complexity: O(1): at most 8 neighbours, then up to four 8-neighbour sibling checks.
    func isAntialiased(x x1: Int, y y1: Int, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = Swift.max(x1 - 1, 0), y0 = Swift.max(y1 - 1, 0)
        let x2 = Swift.min(x1 + 1, width - 1), y2 = Swift.min(y1 + 1, height - 1)
        let center = y1 &* width &+ x1
        let centerWord = PixelPair.word(image, center)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // The centre's brightness, computed once and only if some neighbour differs.
        var centerLuma: Double?

        for x in x0 ... x2 {
            for y in y0 ... y2 where x != x1 || y != y1 {
                let neighbour = y &* width &+ x
                let delta: Double
                if PixelPair.word(image, neighbour) == centerWord {
                    delta = 0
                } else {
                    let luma = centerLuma ?? YIQ.luma(image + center &* 4)
                    centerLuma = luma
                    delta = luma - YIQ.luma(image + neighbour &* 4)
                }
                if delta == 0 {
                    zeroes += 1
                    // More than 2 equal siblings: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        // Without both a darker and a brighter sibling it is not anti-aliasing.
        if minDelta == 0 || maxDelta == 0 { return false }
        // Anti-aliased when the darkest or the brightest sibling is in a flat area in both images.
        return (hasManySiblings(x: minX, y: minY, in: image) && hasManySiblings(x: minX, y: minY, in: other))
            || (hasManySiblings(x: maxX, y: maxY, in: image) && hasManySiblings(x: maxX, y: maxY, in: other))
    }

    /// `has_many_siblings(img, x1, y1, width, height)`: whether pixel (`x1`, `y1`) has 3 or more
    /// neighbours with exactly its bytes (a pixel on the image's edge starts with one).
    func hasManySiblings(x x1: Int, y y1: Int, in image: UnsafePointer<UInt8>) -> Bool {
        let x0 = Swift.max(x1 - 1, 0), y0 = Swift.max(y1 - 1, 0)
        let x2 = Swift.min(x1 + 1, width - 1), y2 = Swift.min(y1 + 1, height - 1)
        let centerWord = PixelPair.word(image, y1 &* width &+ x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0 ... x2 {
            for y in y0 ... y2 where x != x1 || y != y1 {
                if PixelPair.word(image, y &* width &+ x) == centerWord {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
