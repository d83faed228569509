import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout

/// The PNG files a scene's image nodes show, decoded once, on first use; also their intrinsic
/// size for the engine (pixels / scale, as `ASImageNode` with an image of that scale). Images
/// are loaded while the engine measures, because a deferred node's images are known only then;
/// one that fails to load measures as no image, and the renderer reports it after layout.
/// Safe to share between threads (one lock); a renderer keeps one per scene.
public final class ImageStore: ImageSizing, Sendable {
    /// The images loaded, and why the others could not be.
    private let loaded = CheckedMutex<
        (images: [String: RGBAImage], failures: [String: RenderError])
    >(([:], [:]))

    /// An empty store; images are loaded on first use.
    public init() {}

    /// Loads (once) the PNG at `path`.
    @discardableResult
    public func load(_ path: String) throws(RenderError) -> RGBAImage {
        try loaded.withLock { (loaded) throws(RenderError) -> RGBAImage in
            if let image = loaded.images[path] { return image }
            if let failure = loaded.failures[path] { throw failure }
            do {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw RenderError.cannotRead(
                        file: path,
                        reason: FileManager.default.fileExists(atPath: path)
                            ? "permission denied" : "no such file")
                }
                let image = try PNGCodec.decode([UInt8](data), file: path).image
                loaded.images[path] = image
                return image
            } catch let error as RenderError {
                loaded.failures[path] = error
                throw error
            } catch {
                let failure = RenderError.cannotRead(file: path, reason: "\(error)")
                loaded.failures[path] = failure
                throw failure
            }
        }
    }

    /// A loaded image.
    public func image(at path: String) -> RGBAImage? {
        loaded.withLock { $0.images[path] }
    }

    public func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
        guard let pixels = try? load(image.path) else { return nil }
        let imageScale = image.scale ?? scale
        return Size(Double(pixels.width) / imageScale, Double(pixels.height) / imageScale)
    }
}
