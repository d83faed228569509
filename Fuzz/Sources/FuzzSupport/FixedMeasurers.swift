import LayoutshotCore
import LayoutshotLayout

/// Text and image sizes without Pango or files, so the layout target runs thousands of inputs
/// a second under AddressSanitizer: 7 pt per character wrapped at the width, 16 pt lines, and
/// images sized from their path (so content modes see varied aspect ratios).
public struct FixedMeasurers: TextMeasuring, ImageSizing {
    public init() {}

    /// Wraps on character boundaries, as `FixedTextMeasurer` in the test support does.
    public func measure(_ text: TextContent, fitting size: Size) -> TextMetrics {
        let characters = Double(text.text.count)
        let perLine =
            size.width.isFinite
            ? Swift.max(1, (size.width / 7).rounded(.down)) : Swift.max(1, characters)
        var lines = characters == 0 ? 1 : (characters / perLine).rounded(.up)
        if text.maximumNumberOfLines > 0 {
            lines = Swift.min(lines, Double(text.maximumNumberOfLines))
        }
        return TextMetrics(
            size: Size(Swift.min(characters, perLine) * 7, lines * 16), ascender: 12, descender: -4)
    }

    /// A size from the path's bytes: 1…64 pixels wide and high, at the image's own scale.
    public func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
        let bytes = Array(image.path.utf8)
        guard let first = bytes.first, let last = bytes.last else { return nil }
        let pixelsPerPoint = image.scale ?? scale
        return Size(Double(first % 64 + 1) / pixelsPerPoint, Double(last % 64 + 1) / pixelsPerPoint)
    }
}
