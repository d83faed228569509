import LayoutshotCore
import LayoutshotLayout

/// A deterministic stand-in for Pango in engine tests: every character is `characterWidth`
/// wide, lines are `lineHeight` high, and text wraps at the available width on character
/// boundaries (never below one character per line), honouring `maximumNumberOfLines`.
///
/// ```swift
/// let measurer = FixedTextMeasurer(characterWidth: 10, lineHeight: 20, ascender: 16, descender: -4)
/// measurer.measure(TextContent(text: "Hello"), fitting: Size(30, .infinity)).size // 30x40
/// ```
public struct FixedTextMeasurer: TextMeasuring {
    public var characterWidth: Double
    public var lineHeight: Double
    public var ascender: Double
    public var descender: Double

    public init(characterWidth: Double = 10, lineHeight: Double = 20, ascender: Double = 16, descender: Double = -4) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
    }

    public func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
        let characters = Double(text.text.count)
        let perLine = size.width.isFinite ? Swift.max(1, (size.width / characterWidth).rounded(.down)) : characters
        var lines = characters == 0 ? 1 : (characters / perLine).rounded(.up)
        if text.maximumNumberOfLines > 0 { lines = Swift.min(lines, Double(text.maximumNumberOfLines)) }
        let width = Swift.min(characters, perLine) * characterWidth
        return TextMetrics(size: Size(width, lines * lineHeight), ascender: ascender,
                           descender: descender)
    }
}
