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
    /// At its natural size, centred along the top edge, cut at the frame.
    case top
    /// At its natural size, centred along the bottom edge, cut at the frame.
    case bottom
    /// At its natural size, centred along the left edge, cut at the frame.
    case left
    /// At its natural size, centred along the right edge, cut at the frame.
    case right
    /// At its natural size, in the top left corner, cut at the frame.
    case topLeft
    /// At its natural size, in the top right corner, cut at the frame.
    case topRight
    /// At its natural size, in the bottom left corner, cut at the frame.
    case bottomLeft
    /// At its natural size, in the bottom right corner, cut at the frame.
    case bottomRight

    /// Where a natural-size image sits in the frame along each axis: 0 at the start, 0.5
    /// centred, 1 at the end; `nil` for the modes that scale the image.
    public var placement: (x: Double, y: Double)? {
        switch self {
        case .scaleToFill, .aspectFit, .aspectFill: nil
        case .center: (0.5, 0.5)
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        }
    }
}
