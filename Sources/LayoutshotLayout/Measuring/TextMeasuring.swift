import LayoutshotCore

/// Measures text for `text` nodes. The engine never sees fonts: the caller injects an
/// implementation (Pango in `LayoutshotText`, a fixed-size fake in tests).
///
/// Implementations MUST be deterministic and SHOULD cache: the engine may ask several times.
///
/// ```swift
/// struct Monospace: TextMeasuring {
///     func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
///         TextMetrics(size: Size(Double(text.text.count) * 8, 16), ascender: 12, descender: -4)
///     }
/// }
/// ```
public protocol TextMeasuring: Sendable {
    /// The size `text` takes when laid out within `size` (its constrained maximum; either axis
    /// MAY be infinite), like `-[ASTextNode calculateSizeThatFits:]`. The engine clamps the result
    /// to the constrained range and snaps it to the pixel grid.
    func measure(_ text: TextContent, fitting size: Size) -> TextMetrics

    /// How `text` fills its lines within `size`, as `measure(_:fitting:)` lays it out: only
    /// explanations ask (`LayoutExplanation`), never a layout. `nil` by default: an explanation
    /// then gives the text's size without its lines.
    func lineFit(of text: TextContent, fitting size: Size) -> TextLineFit?
}

extension TextMeasuring {
    /// Unknown: a measurer that does not say gives `nil`.
    public func lineFit(of text: TextContent, fitting size: Size) -> TextLineFit? { nil }
}

/// A measured text: its size and the baselines stacks align on.
public struct TextMetrics: Hashable, Sendable {
    /// The text's size, in points.
    public var size: Size
    /// Distance from the top to the first line's baseline (positive).
    public var ascender: Double
    /// Distance from the last line's baseline to the bottom (negative, as `UIFont.descender`).
    public var descender: Double

    /// Creates metrics.
    public init(size: Size, ascender: Double, descender: Double) {
        self.size = size
        self.ascender = ascender
        self.descender = descender
    }
}
