/// How a measured text fills its lines at a size: what an explanation says of a text's size
/// (`TextMeasuring.lineFit(of:fitting:)`).
public struct TextLineFit: Hashable, Sendable {
    /// The number of lines shown.
    public var lineCount: Int
    /// Whether some of the text is not shown: cut at the line limit or the height, or ellipsized.
    public var isTruncated: Bool

    /// Creates a line fit.
    public init(lineCount: Int, isTruncated: Bool) {
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}
