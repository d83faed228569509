import LayoutshotCore
import LayoutshotLayout

/// `TextMeasuring` with Pango and a shaping cache: the same text in the same width is shaped
/// once. Like its `TextEngine`, one measurer serves one thread.
///
/// ```swift
/// let measurer = try PangoTextMeasurer(fonts: .shared())
/// let layout = fixture.layout(environment: LayoutEnvironment(scale: 2, textMeasurer: measurer))
/// ```
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// The engine measured with.
    public let engine: TextEngine
    private var cache: [Key: TextMetrics] = [:]

    private struct Key: Hashable {
        var text: TextContent
        var width: Double
        var height: Double
    }

    /// A measurer with its own engine over `fonts`.
    public convenience init(fonts: FontSet) throws(TextError) {
        self.init(engine: try TextEngine(fonts: fonts))
    }

    /// A measurer over an existing engine (same thread).
    public init(engine: TextEngine) {
        self.engine = engine
    }

    public func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
        let key = Key(text: text, width: size.width, height: size.height)
        if let cached = cache[key] { return cached }
        let layout = engine.makeLayout(text, width: size.width.isFinite ? size.width : nil,
                                       height: size.height.isFinite ? size.height : nil)
        let metrics = layout.metrics
        cache[key] = metrics
        return metrics
    }
}
