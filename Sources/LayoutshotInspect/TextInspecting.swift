import LayoutshotCore
import LayoutshotLayout

/// What an inspection needs to know of a text laid out in its frame: how many lines it shows,
/// whether it is truncated, the size it would need, and the characters no font draws. `LayoutshotRender`'s renderer provides it.
public protocol TextInspecting {
    /// The text laid out within `size`: lines shown, truncated or not, and its height.
    func inspect(_ text: TextContent, in size: Size) -> (lines: Int, truncated: Bool, size: Size)
    /// The characters of the text that no font has a glyph for (drawn as boxes), each once.
    func missingCharacters(in text: TextContent) -> [Unicode.Scalar]
}
