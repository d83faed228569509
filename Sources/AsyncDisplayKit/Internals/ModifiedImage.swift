import Foundation
import LayoutshotLayout
import LayoutshotUIKit

/// An image returned by one of Texture's image modification blocks: the image it was given with
/// the change it stands for, applied by the renderer to the image as the node draws it.
final class ModifiedImage: UIImage, @unchecked Sendable {
    /// The image before any modification.
    let original: UIImage
    /// The changes, in the order the blocks were called.
    let modifications: [ImageModification]

    /// `image` with `modification` after those it already has.
    init(_ image: UIImage, adding modification: ImageModification) {
        let earlier = image as? ModifiedImage
        original = earlier?.original ?? image
        modifications = (earlier?.modifications ?? []) + [modification]
        super.init(size: image.size, scale: image.scale)
    }

    override var description: String {
        "\(original.description) modified by \(modifications)"
    }
}
