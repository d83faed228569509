/// How an image fills its frame (`UIViewContentMode`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the frame, ignoring the image's aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the frame, keeping its aspect ratio, centred; the rest stays empty.
    case aspectFit
    /// Scaled to cover the frame, keeping its aspect ratio, centred; the overflow is cut.
    case aspectFill
    /// At its natural size (pixels / scale), centred, cut at the frame.
    case center
}
