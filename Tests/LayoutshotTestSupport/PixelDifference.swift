#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How two RGBA images of the same size differ, pixel by pixel.
///
/// Two pixels match when both are transparent (alpha 0), or when both are not and their red,
/// green and blue are equal; alpha values other than 0 are not compared.
///
/// ```swift
/// if let difference = PixelDifference(actual: raster.rgba, expected: reference.rgba, width: w) {
///     print(difference)
///     // 120 pixels differ; first at (4, 10): expected #FF0000FF, got #00000000
/// }
/// ```
public struct PixelDifference: Equatable, Sendable, CustomStringConvertible {
    /// The number of differing pixels.
    public var count: Int
    /// Column and row of the first differing pixel, row by row from the top left.
    public var first: (x: Int, y: Int)
    /// The expected pixel there, RGBA.
    public var expected: [UInt8]
    /// The actual pixel there, RGBA.
    public var actual: [UInt8]

    /// Compares two images of `width` pixels per row; `nil` when every pixel matches.
    ///
    /// - Precondition: both buffers have the same length, a multiple of `width × 4`.
    /// - Complexity: O(number of pixels).
    public init?(actual: [UInt8], expected: [UInt8], width: Int) {
        precondition(
            actual.count == expected.count && width > 0 && actual.count % (width * 4) == 0,
            "PixelDifference: buffers of \(actual.count) and \(expected.count) bytes, "
                + "width \(width)")
        let identical = actual.withUnsafeBytes { a in
            expected.withUnsafeBytes { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }
                return memcmp(a, b, actual.count) == 0
            }
        }
        if identical { return nil }
        var count = 0
        var firstOffset: Int?
        actual.withUnsafeBufferPointer { a in
            expected.withUnsafeBufferPointer { b in
                for offset in stride(from: 0, to: a.count, by: 4)
                where !Self.matches(a, b, offset) {
                    count += 1
                    if firstOffset == nil { firstOffset = offset }
                }
            }
        }
        guard let firstOffset else { return nil }
        self.count = count
        self.first = (x: firstOffset / 4 % width, y: firstOffset / 4 / width)
        self.expected = Array(expected[firstOffset..<firstOffset + 4])
        self.actual = Array(actual[firstOffset..<firstOffset + 4])
    }

    private static func matches(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
        _ offset: Int
    ) -> Bool {
        let transparentA = a[offset + 3] == 0
        let transparentB = b[offset + 3] == 0
        if transparentA || transparentB { return transparentA == transparentB }
        return a[offset] == b[offset] && a[offset + 1] == b[offset + 1]
            && a[offset + 2] == b[offset + 2]
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.first == rhs.first && lhs.expected == rhs.expected
            && lhs.actual == rhs.actual
    }

    public var description: String {
        func hex(_ pixel: [UInt8]) -> String {
            "#"
                + pixel.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
                .joined()
        }
        return "\(count) pixel\(count == 1 ? "" : "s") differ; first at (\(first.x), \(first.y)): "
            + "expected \(hex(expected)), got \(hex(actual))"
    }
}
