import Foundation
import LayoutshotLayout
import LayoutshotUIKit

/// A block that changes an image node's image before it is shown (Texture's
/// `asimagenode_modification_block_t`); `nil` shows no image.
///
/// Texture calls it with the image as the node draws it (placed by the content mode at the node's
/// pixel size) when the node displays; here it is called once per snapshot with the node's
/// `image`, and Texture's own blocks (`ASImageNodeRoundBorderModificationBlock`,
/// `ASImageNodeTintColorModificationBlock`) return the image marked with their change, which the
/// renderer applies to the image as Texture draws it. A block of your own may return such an
/// image, a block's result, or another `UIImage`; it cannot draw (there is no UIKit graphics
/// context on Linux).
///
/// ```swift
/// let roundWhiteBorder: asimagenode_modification_block_t = ASImageNodeRoundBorderModificationBlock(4, .white)
/// avatarNode.imageModificationBlock = { image, traits in
///     roundWhiteBorder(image, traits)
/// }
/// ```
public typealias asimagenode_modification_block_t = (UIImage, ASPrimitiveTraitCollection) ->
    UIImage?

/// Texture's block that makes an image round: the image clipped to the ellipse that fills the
/// image as the node draws it, with the ellipse stroked `borderWidth` wide in `borderColor` (black
/// when `nil`, as a fresh graphics context strokes) inside the same clip, so that half the width
/// shows. As in Texture, the width is in the pixels of the image the node draws, which are the
/// screen's when the image has at least as many as the node: on a 2x screen a width of 4 shows
/// a 2-pixel (1-point) ring.
///
/// ```swift
/// avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
/// avatarNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(4, .white)
/// ```
public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?)
    -> asimagenode_modification_block_t
{
    let modification = ImageModification.roundBorder(
        width: finite(borderWidth), color: borderColor?.engineColor)
    return { image, _ in ModifiedImage(image, adding: modification) }
}

/// Texture's block that tints an image as a template: every pixel of the image as the node draws
/// it takes `color`, keeping its alpha (multiplied by the colour's).
///
/// ```swift
/// iconNode.imageModificationBlock = ASImageNodeTintColorModificationBlock(.red)
/// ```
public func ASImageNodeTintColorModificationBlock(_ color: UIColor)
    -> asimagenode_modification_block_t
{
    let modification = ImageModification.tint(color.engineColor)
    return { image, _ in ModifiedImage(image, adding: modification) }
}

extension ASImageNode {
    /// `image` through the node's `imageModificationBlock`: the image to draw and the changes
    /// Texture's blocks marked on it.
    func modified(_ image: UIImage?) -> (UIImage?, [ImageModification]) {
        guard let image, let block = imageModificationBlock else { return (image, []) }
        let result = block(image, ASPrimitiveTraitCollectionMakeDefault())
        guard let marked = result as? ModifiedImage else { return (result, []) }
        return (marked.original, marked.modifications)
    }
}
