import Foundation
import LayoutshotCore
import LayoutshotLayout

/// The PNG files a fixture's image nodes show, decoded once; also their intrinsic size for the
/// engine (pixels / scale, as `ASImageNode` with an image of that scale).
public final class ImageStore: ImageSizing, @unchecked Sendable {
    private var images: [String: RGBAImage] = [:]

    public init() {}

    /// Loads (once) the PNG at `path`.
    @discardableResult
    public func load(_ path: String) throws(RenderError) -> RGBAImage {
        if let image = images[path] { return image }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(file: path, reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        let image = try PNGCodec.decode([UInt8](data), file: path).image
        images[path] = image
        return image
    }

    /// A loaded image.
    public func image(at path: String) -> RGBAImage? { images[path] }

    public func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
        guard let pixels = images[image.path] else { return nil }
        let imageScale = image.scale ?? scale
        return Size(Double(pixels.width) / imageScale, Double(pixels.height) / imageScale)
    }
}
