/// A number that a `JSONOutputEncoder` writes in full, as Swift's shortest text that reads back
/// the same `Double` (`0.0027111111111111111`), where the 4 decimals of points would lose it: the
/// share of changed pixels, which for one pixel in a million would read `0`. Other encoders
/// write it as the `Double` it holds.
///
/// ```swift
/// struct Result: Encodable { var ratio = JSONExactNumber(244.0 / 90_000) }
/// try JSONOutputEncoder().string(of: Result())   // "{\n  \"ratio\": 0.0027111111111111111\n}\n"
/// ```
package struct JSONExactNumber: Encodable, Sendable {
    /// The number.
    package var value: Double

    /// The number `value`.
    package init(_ value: Double) { self.value = value }

    package func encode(to encoder: any Encoder) throws {
        guard let output = encoder as? JSONOutputEncoding else {
            var container = encoder.singleValueContainer()
            return try container.encode(value)
        }
        // What JSON cannot hold (infinity, NaN) is `null`, as every number of the writer.
        if value.isFinite {
            output.writer.scalar(value.description)
        } else {
            output.writer.number(value)
        }
    }
}
