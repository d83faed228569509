import LayoutshotCore

/// Why a render failed. Errors about a scene's content come as `SceneError`s (the node
/// named); these are the renderer's own failures.
public enum RenderError: LayoutshotError, Equatable, Sendable {
    /// A PNG could not be encoded.
    case cannotEncodePNG(String)
    /// A PNG file is corrupt, truncated or not a PNG.
    case cannotDecodePNG(file: String, reason: String)
    /// Cairo reported an error.
    case cairo(String)
    /// A file could not be read.
    case cannotRead(file: String, reason: String)
    /// The image would be larger than Layoutshot renders.
    case tooLarge(width: Int, height: Int)

    /// The PNG file, for a decoding failure.
    public var location: String? {
        if case .cannotDecodePNG(let file, _) = self { return file }
        return nil
    }

    public var problem: String {
        switch self {
        case .cannotEncodePNG(let reason): "cannot encode the PNG: \(reason)"
        case .cannotDecodePNG(_, let reason): "not a readable PNG: \(reason)"
        case .cairo(let status): "Cairo failed: \(status)"
        case .cannotRead(let file, let reason): "cannot read \(file): \(reason)"
        case .tooLarge(let width, let height):
            "the render would be \(width)x\(height) pixels; the limit is \(PNGCodec.maximumSide) on each side"
        }
    }
}
