import LayoutshotCore

/// A number of a preview answer: as `JSONOutputEncoder` writes points (at most 4 decimals),
/// or `null` when it is not finite, which JSON cannot say (the encoder would write `inf`).
///
/// ```swift
/// struct Widths: PreviewJSON { var widths: [FiniteNumber] }
/// Widths(widths: [FiniteNumber(120.25), FiniteNumber(.infinity)]).json()   // "{\"widths\": [120.25, null]}"
/// ```
struct FiniteNumber: Encodable {
    var value: Double

    init(_ value: Double) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}
