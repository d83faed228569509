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

    public init(
        characterWidth: Double = 10, lineHeight: Double = 20, ascender: Double = 16,
        descender: Double = -4
    ) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
    }

    public func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
        let characters = Double(text.text.count)
        let perLine =
            size.width.isFinite
            ? Swift.max(1, (size.width / characterWidth).rounded(.down)) : characters
        let width = Swift.min(characters, perLine) * characterWidth
        return TextMetrics(
            size: Size(width, Double(lines(text, perLine: perLine).shown) * lineHeight),
            ascender: ascender,
            descender: descender)
    }

    /// The lines shown at `size`, and whether the line limit cut some.
    public func lineFit(of text: TextContent, fitting size: Size) -> TextLineFit? {
        let characters = Double(text.text.count)
        let perLine =
            size.width.isFinite
            ? Swift.max(1, (size.width / characterWidth).rounded(.down)) : characters
        let lines = lines(text, perLine: perLine)
        return TextLineFit(lineCount: lines.shown, isTruncated: lines.shown < lines.all)
    }

    /// All the lines the text wraps onto, and those shown under its line limit.
    private func lines(_ text: TextContent, perLine: Double) -> (all: Int, shown: Int) {
        let characters = Double(text.text.count)
        let all = characters == 0 ? 1 : Int((characters / perLine).rounded(.up))
        return (
            all, text.maximumNumberOfLines > 0 ? Swift.min(all, text.maximumNumberOfLines) : all
        )
    }
}
