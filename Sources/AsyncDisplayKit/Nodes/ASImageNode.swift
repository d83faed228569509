import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// A node that shows an image (`ASImageNode`): its size is the image's size in points, the image
/// drawn with the node's `contentMode` (aspect fill by default, as Texture) and clipped to its
/// bounds and `cornerRadius` (`clipsToBounds` is `true` by default, as Texture).
///
/// ```swift
/// avatarNode.image = UIImage(named: "avatar")
/// avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
/// ```
open class ASImageNode: ASControlNode {

    /// True: Texture's class sizes its image (`calculateSizeThatFits:`), so it lays itself out.
    open override func implementsLayoutMethod() -> Bool { true }
    /// The image; without one the node is a plain node.
    open var image: UIImage? { didSet { layoutInputChanged() } }
    /// Changes the image before it is shown, as in Texture (see `asimagenode_modification_block_t`):
    /// called when the node is drawn, never for its size, which stays the image's.
    open var imageModificationBlock: asimagenode_modification_block_t?

    public override init() {
        super.init()
        contentMode = .scaleAspectFill
        clipsToBounds = true
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        return image?.size ?? super.calculateSizeThatFits(constrainedSize)
    }

    override var drawsOwnContent: Bool { true }

    override func leafKind(opacity: Double?) -> LayoutNode.Kind {
        imageKind(image, opacity: opacity)
    }

    /// An image as the engine's leaf: a file is an `image`; an image without a file is a box
    /// of the image's size.
    func imageKind(_ image: UIImage?, opacity: Double?, placeholder: BoxAppearanceProvider? = nil)
        -> LayoutNode.Kind
    {
        // For layout alone (`opacity` nil) the box's colours are left out.
        let box = { opacity.map { placeholder?() ?? self.appearance(opacity: $0) } }
        // Drawing only: the modification block's image, and the changes it stands for.
        let (image, modifications) = opacity == nil ? (image, []) : modified(image)
        guard let image else { return .box(box() ?? BoxAppearance()) }
        if let symbol = image.symbol {
            return SymbolStandIn(symbol, tint: symbolTint(image)).kind(
                typeName: typeName, appearance: box(), opacity: opacity)
        }
        guard let path = image.path else {
            let size = image.size
            return .deferred(
                DeferredLayout(typeName: typeName, appearance: box()) { _ in
                    .size(size.engineSize)
                })
        }
        // `redraw` has no layer gravity of its own: Texture's view resizes the contents.
        let mode: ContentMode =
            switch contentMode {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .aspectFit
            case .scaleAspectFill: .aspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        var content = ImageContent(
            source: (path as NSString).lastPathComponent, path: path, contentMode: mode,
            scale: Double(image.scale))
        if let opacity {
            content.backdrop = backdrop
            content.opacity = opacity
            content.modifications = modifications
        }
        return .image(content)
    }
}

typealias BoxAppearanceProvider = () -> BoxAppearance

extension ASImageNode {
    /// The colour a symbol image is drawn in: its own (`withTintColor`), else the node's
    /// `tintColor` unless the image is `.alwaysOriginal`, else black (the label colour).
    func symbolTint(_ image: UIImage) -> Color {
        let tint = image.symbol?.tint ?? (image.renderingMode == .alwaysOriginal ? nil : tintColor)
        return (tint ?? .black).engineColor
    }
}

/// An image node whose image comes from a URL (`ASNetworkImageNode`). Nothing is downloaded:
/// the image is the one a test provided for the URL with `provideImage(_:for:)`, else
/// `defaultImage`, else a light grey placeholder of the node's size.
open class ASNetworkImageNode: ASImageNode {
    /// The image's address.
    open var url: URL? { didSet { layoutInputChanged() } }
    /// Shown when no image was provided for the URL.
    open var defaultImage: UIImage? { didSet { layoutInputChanged() } }
    /// Kept for Texture code.
    open var shouldCacheImage = true
    /// Kept for Texture code.
    open var shouldRenderProgressImages = false

    public override init() {
        super.init()
    }

    /// Makes `image` the image of every network image node whose `url` is `url` (`nil` removes it).
    public static func provideImage(_ image: UIImage?, for url: URL) {
        provided.withLock { $0[url] = image }
    }

    /// The images provided, by URL: process-wide, as the network they stand in for is (and as
    /// `provideImage(_:for:)` is a class method).
    private static let provided = CheckedMutex<[URL: UIImage]>([:])

    /// The image shown: provided for the URL, else set directly, else the default image.
    var shownImage: UIImage? {
        if let url, let found = Self.provided.withLock({ $0[url] }) { return found }
        return image ?? defaultImage
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        return shownImage?.size ?? super.calculateSizeThatFits(constrainedSize)
    }

    override func leafKind(opacity: Double?) -> LayoutNode.Kind {
        imageKind(shownImage, opacity: opacity) { [self] in
            let opacity = opacity ?? 1
            var placeholder = appearance(opacity: opacity)
            if backgroundColor == nil {
                placeholder.color =
                    Self.faded(Color(red: 0xE5, green: 0xE5, blue: 0xEA), by: opacity) ?? .clear
            }
            return placeholder
        }
    }
}
