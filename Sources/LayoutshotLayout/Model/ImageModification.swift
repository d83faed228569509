import LayoutshotCore

/// A change Texture's image node makes to its image before showing it (`imageModificationBlock`
/// with one of Texture's own blocks). As in Texture, it applies to the image as the node draws it
/// (`ImageContent.contentMode` at the node's size, in the screen's pixels when the image has that
/// many), not to the image file; several apply in order.
///
/// ```swift
/// var avatar = ImageContent(source: "avatar.png", contentMode: .aspectFill)
/// avatar.modifications = [.roundBorder(width: 4, color: .white)]
/// ```
public enum ImageModification: Hashable, Sendable {
    /// `ASImageNodeRoundBorderModificationBlock`: the image clipped to the ellipse that fills it,
    /// then the ellipse stroked `width` wide in `color` (black when `nil`, a graphics context's
    /// default) inside the same clip, so half the width shows. The width is in the pixels of the
    /// image as drawn, which are the screen's when the image has at least as many.
    case roundBorder(width: Double, color: Color?)
    /// `ASImageNodeTintColorModificationBlock`: every pixel takes the colour, keeping its alpha
    /// (multiplied by the colour's), as a template image filled with it.
    case tint(Color)
}
