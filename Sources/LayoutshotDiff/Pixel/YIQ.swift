/// pixelmatch's colour metric: the YIQ NTSC colour space, after Y. Kotsarenko and F. Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), with semi-transparent pixels blended over white first.
///
/// Every expression keeps pixelmatch 0.4.0's operand order (`utils.py`: `color_delta`,
/// `rgb2y`, `rgb2i`, `rgb2q`, `blend`), so that the doubles, and the counts, are bit-equal.
enum YIQ {
    /// The largest possible `delta`: pixelmatch scales the threshold by it (`maxDelta`).
    static let maxDelta = 35215.0

    /// `color_delta(img1, img2, k, m)`: the weighted squared YIQ distance between the pixels at
    /// `p` and `q` (four bytes each); 0 for equal bytes.
    @inline(__always)
    static func delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        if p[0] == q[0] && p[1] == q[1] && p[2] == q[2] && p[3] == q[3] { return 0 }
        let (r1, g1, b1) = blendedRGB(p)
        let (r2, g2, b2) = blendedRGB(q)
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// `rgb2y` of the pixel at `p` after blending with white: its brightness. pixelmatch's
    /// `color_delta(img, img, k, m, y_only=True)` is `luma(k) - luma(m)` for unequal pixels.
    @inline(__always)
    static func luma(_ p: UnsafePointer<UInt8>) -> Double {
        let (r, g, b) = blendedRGB(p)
        return rgb2y(r, g, b)
    }

    /// The pixel's red, green and blue; blended with white by its alpha when that is under 255
    /// (`blendRGB`: `255 + (c - 255) * a`, with `a = alpha / 255`).
    @inline(__always)
    static func blendedRGB(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let r = Double(p[0])
        let g = Double(p[1])
        let b = Double(p[2])
        let alpha = p[3]
        if _fastPath(alpha == 255) { return (r, g, b) }
        let a = Double(alpha) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    /// `rgb2y`: brightness.
    @inline(__always)
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// `rgb2i`: the orange–blue axis.
    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    /// `rgb2q`: the purple–green axis.
    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
