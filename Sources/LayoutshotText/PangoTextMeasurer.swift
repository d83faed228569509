import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout

/// `TextMeasuring` with Pango and a shaping cache: the same text in the same width is shaped
/// once. Safe to share between threads (its `Sendable` claim is kept by one lock around the
/// cache and the engine, whose Pango context must not be used by two threads at once); give
/// each thread its own measurer where they measure a lot at once.
///
/// ```swift
/// let measurer = try PangoTextMeasurer(fonts: .shared())
/// let layout = fixture.layout(environment: LayoutEnvironment(scale: 2, textMeasurer: measurer))
/// ```
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    // Unchecked: `engine` is used under `cache`'s lock only.
    /// The engine measured with.
    public let engine: TextEngine
    /// The metrics measured; its lock is also the engine's.
    private let cache = CheckedMutex<[Key: TextMetrics]>([:])
    /// The most metrics kept; past it the cache starts over. A screen's texts at every size the
    /// engine asks fit many times over (a re-layout measures them all again from the cache);
    /// across a `check` of thousands of fixtures, where every text is new, the bound keeps memory
    /// flat at a few megabytes per worker.
    static let cacheLimit = 16_384

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
        cache.withLock { cache in
            let key = Key(text: text, width: size.width, height: size.height)
            if let cached = cache[key] { return cached }
            let layout = engine.makeLayout(
                text, width: size.width.isFinite ? size.width : nil,
                height: size.height.isFinite ? size.height : nil)
            let metrics = layout.metrics
            // Bounded like the engine's layout cache: a long-running process (the preview, a sweep
            // of many widths) would otherwise keep every text at every width it ever measured.
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = metrics
            return metrics
        }
    }

    /// The lines Pango lays `text` out on within `size`, and whether it is cut: what an
    /// explanation of the text's size says.
    public func lineFit(of text: TextContent, fitting size: Size) -> TextLineFit? {
        cache.withLock { _ in
            let layout = engine.makeLayout(
                text, width: size.width.isFinite ? size.width : nil,
                height: size.height.isFinite ? size.height : nil)
            return TextLineFit(lineCount: layout.lineCount, isTruncated: layout.isTruncated)
        }
    }
}
