import LayoutshotCore
import LayoutshotLayout
import LayoutshotRender

extension Renderer: TextInspecting {
    /// Lays the text out as it is drawn: in its frame's width, its height limiting the lines.
    public func inspect(_ text: TextContent, in size: Size) -> (
        lines: Int, truncated: Bool, size: Size
    ) {
        let laid = textLayout(text, fitting: size)
        return (laid.lineCount, laid.isTruncated, laid.size)
    }

    /// The characters no font has a glyph for, laid out unbounded.
    public func missingCharacters(in text: TextContent) -> [Unicode.Scalar] {
        textLayout(text, fitting: Size(.infinity, .infinity)).missingCharacters
    }
}
