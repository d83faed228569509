/// Classifies one changed pixel at a time, as pixelmatch's main loop does for every pixel
/// (`core.py`), keeping the counts and a one-entry memo of the last pair of colours.
///
/// Only pixels whose bytes differ reach `classify`: pixelmatch's `color_delta` is 0 for equal
/// bytes, which is never over the threshold, so skipping them changes no count.
struct ChangedPixelClassifier {
    /// The images.
    let pair: PixelPair
    /// pixelmatch's `maxDelta`; `nil` in exact mode, where every changed pixel is over it.
    let maxDelta: Double?
    /// Whether to run the anti-aliasing detector: a threshold and not `includeAA`.
    let detectsAntialiasing: Bool
    /// Whether any pixel may be `.ignored` (else the class byte need not be read).
    let hasIgnoredRegions: Bool
    /// pixelmatch's `antialiased` and `has_many_siblings`.
    let detector: AntialiasingDetector
    /// The classification being written.
    let classes: UnsafeMutableBufferPointer<PixelClass>
    /// The counts so far.
    var tally = PixelTally()
    /// The largest channel difference so far.
    var largestChannelDelta: UInt32 = 0
    /// The last pair of colours whose distance was computed; flat areas repeat one pair.
    var lastExpected: UInt32 = 0, lastActual: UInt32 = 0
    /// Whether that pair was over the threshold; `nil` before the first pair.
    var lastOver: Bool?

    /// A classifier writing into `classes`.
    init(
        pair: PixelPair, options: PixelDiffOptions, classes: UnsafeMutableBufferPointer<PixelClass>
    ) {
        self.pair = pair
        maxDelta = options.maxDelta
        detectsAntialiasing = options.maxDelta != nil && !options.includeAA
        hasIgnoredRegions = !options.ignoredRegions.isEmpty
        detector = AntialiasingDetector(width: pair.width, height: pair.height)
        self.classes = classes
    }

    /// Classifies pixel (`x`, `y`), row-major `index`, if its bytes differ: `.different`, or
    /// `.antialiased` when it is over the threshold but `antialiased(img1, …, img2) or
    /// antialiased(img2, …, img1)`; pixels within the threshold stay `.same`.
    @inline(__always)
    mutating func classify(x: Int, y: Int, index: Int) {
        let expectedWord = PixelPair.word(pair.expected, index)
        let actualWord = PixelPair.word(pair.actual, index)
        if expectedWord == actualWord || (hasIgnoredRegions && classes[index] == .ignored) {
            return
        }

        let over: Bool
        if let lastOver, expectedWord == lastExpected, actualWord == lastActual {
            over = lastOver
        } else {
            over = isOverThreshold(expectedWord, actualWord, index: index)
        }
        // Within the threshold: the pixels are similar.
        guard over else { return }
        // Over it: a real rendering difference, or just anti-aliasing?
        if detectsAntialiasing
            && Self.isAntialiased(x: x, y: y, detector: detector, pair.expected, pair.actual)
        {
            classes[index] = .antialiased
            tally.antialiasedPixels &+= 1
        } else {
            classes[index] = .different
            tally.differentPixels &+= 1
        }
    }

    /// `antialiased(img1, x, y, …, img2) or antialiased(img2, x, y, …, img1)`; out of line,
    /// with scalar arguments only, so that `classify`, which runs for every changed pixel, stays
    /// small enough to inline into the row loop.
    @inline(never)
    static func isAntialiased(
        x: Int, y: Int, detector: AntialiasingDetector,
        _ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>
    ) -> Bool {
        detector.isAntialiased(x: x, y: y, in: expected, other: actual)
            || detector.isAntialiased(x: x, y: y, in: actual, other: expected)
    }

    /// Whether the changed pixel `index` is over the threshold (always, in exact mode); updates
    /// the memo and the largest channel difference. Out of line: flat areas rarely get here.
    @inline(never)
    mutating func isOverThreshold(_ expectedWord: UInt32, _ actualWord: UInt32, index: Int) -> Bool
    {
        largestChannelDelta = Swift.max(
            largestChannelDelta, Self.largestChannelDelta(expectedWord, actualWord))
        let over =
            maxDelta.map { YIQ.delta(pair.expected + index &* 4, pair.actual + index &* 4) > $0 }
            ?? true
        (lastExpected, lastActual, lastOver) = (expectedWord, actualWord, over)
        return over
    }

    /// The largest of the four `|a - b|` between the bytes of two pixel words.
    @inline(__always)
    static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var largest: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let u = (a >> shift) & 0xFF
            let v = (b >> shift) & 0xFF
            largest = Swift.max(largest, u > v ? u - v : v - u)
            shift += 8
        }
        return largest
    }
}
