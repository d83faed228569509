#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two images of one comparison as raw pointers, valid only inside `PixelDiff.compare`'s
/// `withUnsafeBufferPointer` scope: the hot loops read pixels without bounds checks or copies.
struct PixelPair {
    /// Columns of both images.
    let width: Int
    /// Rows of both images.
    let height: Int
    /// The reference's straight RGBA bytes (pixelmatch's `img1`).
    let expected: UnsafePointer<UInt8>
    /// The new image's straight RGBA bytes (pixelmatch's `img2`).
    let actual: UnsafePointer<UInt8>

    /// Bytes per row.
    var rowBytes: Int { width * 4 }

    /// The four bytes of pixel `index` (row-major) of `image` as one word: equal words mean
    /// equal pixels.
    @inline(__always)
    static func word(_ image: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(image + index &* 4).loadUnaligned(as: UInt32.self)
    }

    /// Whether rows `rows` hold the same bytes in both images (one `memcmp`).
    @inline(__always)
    func rowsEqual(_ rows: Range<Int>) -> Bool {
        let offset = rows.lowerBound * rowBytes
        return memcmp(expected + offset, actual + offset, rows.count * rowBytes) == 0
    }
}
