import Foundation

/// UIKit's image view, so that code that makes one (in a node's `viewBlock`, or beside nodes)
/// compiles. Views are not drawn here: show an image with `ASImageNode`.
///
/// ```swift
/// let badge = UIImageView(image: UIImage(named: "verified"))
/// badge.contentMode = .scaleAspectFit   // kept
/// ```
open class UIImageView: UIView {
    /// The image. Kept.
    open var image: UIImage?
    /// The image shown while highlighted. Kept.
    open var highlightedImage: UIImage?
    /// Whether it shows `highlightedImage`. Kept.
    open var isHighlighted = false
    /// The frames of an animation. Kept.
    open var animationImages: [UIImage]?
    /// How long the animation runs. Kept.
    open var animationDuration: TimeInterval = 0
    /// Whether the animation runs.
    open private(set) var isAnimating = false

    /// An image view with an image, sized as the image.
    public init(image: UIImage?) {
        self.image = image
        super.init()
        frame = CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    /// An image view with an image and its highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view.
    public override convenience init() {
        self.init(image: nil)
    }

    /// An empty image view with a frame.
    public convenience init(frame: CGRect) {
        self.init(image: nil)
        self.frame = frame
    }

    /// Starts the animation.
    open func startAnimating() { isAnimating = true }
    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }
}
