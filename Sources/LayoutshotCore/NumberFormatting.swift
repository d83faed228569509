/// Formats points the way every Layoutshot output does: at most 4 decimals, no trailing zeros,
/// no exponent (except beyond 9e18, where "1e+308" is printed), "-0" printed as "0",
/// independent of the locale.
///
/// ```swift
/// formatPoints(36.666666) // "36.6667"
/// formatPoints(40)        // "40"
/// ```
public func formatPoints(_ value: Double) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(16)
    appendPoints(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends `formatPoints(value)` as UTF-8 to `bytes`, without allocating a string: the hot path
/// of large JSON outputs.
public func appendPoints(_ value: Double, to bytes: inout [UInt8]) {
    if value.isNaN {
        bytes.append(contentsOf: "nan".utf8)
        return
    }
    if value.isInfinite {
        bytes.append(contentsOf: (value > 0 ? "inf" : "-inf").utf8)
        return
    }
    let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    if Swift.abs(scaled) >= 9.0e15 {
        // Whole numbers beyond Int64 (an unbounded maximum written as CGFLOAT_MAX, a frame
        // pushed out by such an inset) keep Swift's shortest exact form, the one exponent.
        let whole = value.rounded()
        bytes.append(
            contentsOf: (Swift.abs(whole) < 9.0e18 ? String(Int(whole)) : whole.description).utf8)
        return
    }
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = UInt64(Swift.abs(scaled))
    appendDigits(magnitude / 10_000, to: &bytes)
    var fraction = magnitude % 10_000
    guard fraction != 0 else { return }
    var digits = 4
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var divisor: UInt64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
        divisor /= 10
    }
}

private func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
    if value >= 10 { appendDigits(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
}
