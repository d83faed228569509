/// The state of pixelmatch's `antialiased` loop over the neighbours of a pixel:
/// equal siblings, and the darkest and brightest one so far (`utils.py`: `zeroes`,
/// `min_delta`/`min_x`/`min_y`, `max_delta`/`max_x`/`max_y`).
struct NeighbourScan {
    /// The image.
    let image: UnsafePointer<UInt8>
    /// The centre pixel's index (row-major).
    let center: Int
    /// The centre pixel's bytes as one word.
    let centerWord: UInt32
    /// The centre's brightness, once some neighbour differs (`hasCenterLuma`).
    var centerLuma = 0.0
    /// Whether `centerLuma` is computed.
    var hasCenterLuma = false
    /// Neighbours with the centre's brightness (`zeroes`); a pixel on the image's edge starts
    /// with one.
    var zeroes = 0
    /// The most negative brightness delta so far (the darkest sibling).
    var minDelta = 0.0
    /// The most positive brightness delta so far (the brightest sibling).
    var maxDelta = 0.0
    /// The index of the sibling with `minDelta`.
    var darkest = 0
    /// The index of the sibling with `maxDelta`.
    var brightest = 0

    /// Starts the scan around pixel `center` of `image`.
    @inline(__always)
    init(image: UnsafePointer<UInt8>, center: Int) {
        self.image = image
        self.center = center
        centerWord = PixelPair.word(image, center)
    }

    /// Visits one neighbour: `delta = color_delta(img, img, pos, neighbour, y_only=True)`,
    /// then pixelmatch's `if delta == 0 … elif delta < min_delta … elif delta > max_delta`.
    /// - Returns: `true` once more than 2 siblings are equal (pixelmatch returns `False` there).
    @inline(__always)
    mutating func visit(_ neighbour: Int) -> Bool {
        var delta = 0.0
        if PixelPair.word(image, neighbour) != centerWord {
            if !hasCenterLuma {
                centerLuma = YIQ.luma(image + center &* 4)
                hasCenterLuma = true
            }
            delta = centerLuma - YIQ.luma(image + neighbour &* 4)
        }
        if delta == 0 {
            zeroes &+= 1
            return zeroes > 2
        }
        if delta < minDelta {
            minDelta = delta
            darkest = neighbour
        } else if delta > maxDelta {
            maxDelta = delta
            brightest = neighbour
        }
        return false
    }
}
