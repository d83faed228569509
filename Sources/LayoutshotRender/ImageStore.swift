import Foundation
import LayoutshotCore
import LayoutshotLayout

/// The PNG files a scene's image nodes show, decoded once, on first use; also their intrinsic
/// size for the engine (pixels / scale, as `ASImageNode` with an image of that scale). Images
/// are loaded while the engine measures, because a deferred node's images are known only then;
/// one that fails to load measures as no image, and the renderer reports it after layout.
/// Safe to share between threads (one lock); a renderer keeps one per scene.
public final class ImageStore: ImageSizing, @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: RGBAImage] = [:]
    private var failures: [String: RenderError] = [:]

    /// An empty store; images are loaded on first use.
    public init() {}

    /// Loads (once) the PNG at `path`.
    @discardableResult
    public func load(_ path: String) throws(RenderError) -> RGBAImage {
        lock.lock()
        defer { lock.unlock() }
        if let image = images[path] { return image }
        if let failure = failures[path] { throw failure }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RenderError.cannotRead(
                    file: path,
                    reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
            }
            let image = try PNGCodec.decode([UInt8](data), file: path).image
            images[path] = image
            return image
        } catch let error as RenderError {
            failures[path] = error
            throw error
        } catch {
            let failure = RenderError.cannotRead(file: path, reason: "\(error)")
            failures[path] = failure
            throw failure
        }
    }

    /// A loaded image.
    public func image(at path: String) -> RGBAImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[path]
    }

    public func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
        guard let pixels = try? load(image.path) else { return nil }
        let imageScale = image.scale ?? scale
        return Size(Double(pixels.width) / imageScale, Double(pixels.height) / imageScale)
    }
}
