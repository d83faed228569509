/// Formats points the way every Layoutshot output does: at most 4 decimals, no trailing zeros,
/// no exponent, "-0" printed as "0", independent of the locale.
///
/// ```swift
/// formatPoints(36.666666) // "36.6667"
/// formatPoints(40)        // "40"
/// ```
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 { return "0" }
    if Swift.abs(scaled) >= 9.0e15 { return String(Int64(value.rounded())) }
    let negative = scaled < 0
    let magnitude = Int64(Swift.abs(scaled))
    let whole = magnitude / 10_000
    var fraction = magnitude % 10_000
    var text = negative ? "-" : ""
    text += String(whole)
    if fraction != 0 {
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
}
