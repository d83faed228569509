import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// Image sizes from the PNG files' headers, at the image's own scale (`@2x`) when it has one.
struct FileImageSizer: ImageSizing {
    func intrinsicSize(of image: ImageContent, scale: Double) -> Size? {
        guard let file = UIImage(contentsOfFile: image.path) else { return nil }
        let imageScale = image.scale ?? scale
        return Size(
            Double(file.size.width * file.scale) / imageScale,
            Double(file.size.height * file.scale) / imageScale)
    }
}
