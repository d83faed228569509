import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// A renderer's fonts, Pango engine and measurer, made the first time a text is measured or
/// drawn: a scene without text (a box tree through `layoutshot layout`) never pays for the
/// fontconfig set-up of the font files and the Pango font map.
///
/// The font folders are checked when the renderer is made (`FontSet.checkDirectories`), so a
/// missing folder is still an error of the renderer's; a font file that fontconfig rejects
/// surfaces when the first text is validated, at that text's node.
final class RendererText: TextMeasuring, Sendable {
    /// What a loaded text stack holds.
    struct Loaded: @unchecked Sendable {
        // Unchecked: `engine` is `measurer`'s, used under its lock, and by the renderer's thread.
        let fonts: FontSet
        let engine: TextEngine
        let measurer: PangoTextMeasurer
    }

    /// The extra font folders (beside the bundled fonts).
    let fontDirectories: [String]
    // The renderer is used from one thread, but the engine may measure from several: the lock
    // keeps the stack from being made twice.
    private let loaded = CheckedMutex<Result<Loaded, TextError>?>(nil)

    init(fontDirectories: [String]) throws(TextError) {
        // In the order FontSet.shared checks them, so the same folder is named.
        try FontSet.checkDirectories(fontDirectories.sorted())
        self.fontDirectories = fontDirectories
    }

    /// The fonts, engine and measurer, made on first use; a failure is kept and thrown again.
    func load() throws(TextError) -> Loaded {
        try loaded.withLock { (loaded) throws(TextError) -> Loaded in
            if let loaded { return try loaded.get() }
            let result = Result { () throws(TextError) -> Loaded in
                let fonts = try FontSet.shared(adding: fontDirectories)
                let engine = try TextEngine(fonts: fonts)
                return Loaded(
                    fonts: fonts, engine: engine, measurer: PangoTextMeasurer(engine: engine))
            }
            loaded = result
            return try result.get()
        }
    }

    /// Measures with Pango. When the fonts cannot be loaded the text measures empty: layout
    /// never throws, and validating the same text then reports why.
    func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
        guard let stack = try? load() else {
            return TextMetrics(size: .zero, ascender: 0, descender: 0)
        }
        return stack.measurer.measure(text, fitting: size)
    }

    /// The lines Pango lays the text out on, as measured; `nil` when the fonts cannot be loaded.
    func lineFit(of text: TextContent, fitting size: Size) -> TextLineFit? {
        guard let stack = try? load() else { return nil }
        return stack.measurer.lineFit(of: text, fitting: size)
    }
}
